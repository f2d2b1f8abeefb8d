import { Box, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#contracts/chat';
import { formatMoment } from '#lib/format-date';
import classes from './chat.module.css';

/** A text message: the viewer's own on the end side (right in English), the other party's on the start. */
type Props = {
  message: ChatMessage;
  own: boolean;
  /** 'You' or the other party's name. */
  author: string;
  /** The viewer's newest message the other party has read: it says "Seen". */
  seen?: boolean;
};

export function MessageBubble({ message, own, author, seen = false }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'}>
      <Box className={classes.bubble} data-own={own || undefined}>
        <Text size="sm" inherit dir="auto">
          {message.message_text}
        </Text>
      </Box>
      <Text size="xs" c="dimmed">
        <bdi>{author}</bdi> · <bdi>{formatMoment(message.created_at)}</bdi>
        {seen && ` · ${t('chat.messages.seen')}`}
      </Text>
    </Stack>
  );
}
