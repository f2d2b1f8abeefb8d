import { Box, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#contracts/chat';
import { MessageMenu } from '#features/moderation/shared/message-menu';
import { formatMoment } from '#lib/format-date';
import classes from './chat.module.css';

const AttachmentBubble = lazy(() => import('./media/attachment-bubble'));

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
  // A moderator hid it (decision 0067): said in the app's language; nothing to report.
  const hidden = message.said?.kind === 'message.hidden';
  const bubble = (
    <Box className={classes.bubble} data-own={own || undefined}>
      {message.attachment && (
        <Suspense fallback={null}>
          <AttachmentBubble attachment={message.attachment} author={author} />
        </Suspense>
      )}
      {(hidden || message.message_text || !message.attachment) && (
        <Text size="sm" inherit dir="auto" fs={hidden ? 'italic' : undefined}>
          {hidden ? t('chat.said.messageHidden') : message.message_text}
        </Text>
      )}
    </Box>
  );
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'}>
      {own || hidden ? (
        bubble
      ) : (
        <Group gap={4} wrap="nowrap" align="center">
          {bubble}
          <MessageMenu messageId={message.message_id} />
        </Group>
      )}
      <Text size="xs" c="dimmed">
        <bdi>{author}</bdi> · <bdi>{formatMoment(message.created_at)}</bdi>
        {seen && ` · ${t('chat.messages.seen')}`}
      </Text>
    </Stack>
  );
}
