import { Box, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '#contracts/chat';
import { formatMoment } from '#lib/format-date';
import classes from './chat.module.css';

/** A text message: the viewer's own on the right, the other party's on the left. */
type Props = {
  message: ChatMessage;
  own: boolean;
  /** 'You' or the other party's name. */
  author: string;
  /** The viewer's newest message the other party has read: it says "Seen". */
  seen?: boolean;
};

export function MessageBubble({ message, own, author, seen = false }: Props) {
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'}>
      <Box className={classes.bubble} data-own={own || undefined}>
        <Text size="sm" inherit>
          {message.message_text}
        </Text>
      </Box>
      <Text size="xs" c="dimmed">
        {author} · {formatMoment(message.created_at)}
        {seen && ' · Seen'}
      </Text>
    </Stack>
  );
}
