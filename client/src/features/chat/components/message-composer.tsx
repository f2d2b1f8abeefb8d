import { Box, Button, Group, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { SendIcon } from '#components/ui/icons';
import type { UserType } from '#contracts/auth';
import { MAX_MESSAGE_LENGTH } from '#contracts/chat';
import { useSendMessage } from '../api/chat-mutations';
import { useTypingSignal } from '../use-chat-presence';
import classes from './chat.module.css';

/** Photos and voice notes (decision 0087): their code loads with the composer, not the app. */
const MediaControls = lazy(() => import('./media/media-controls'));

type Props = { room: string | null; disabled: boolean; viewer: UserType };

/** The text box under the messages: Enter or Send sends; blank messages are not sent. */
export function MessageComposer({ room, disabled, viewer }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState(false);
  const send = useSendMessage(viewer);
  const signalTyping = useTypingSignal(room);

  const submit = () => {
    if (!room) {
      setProblem(true);
      return;
    }
    const message = text.trim();
    if (!message || send.isPending) return;
    setProblem(false);
    send.mutate({ room, message_text: message }, { onSuccess: () => setText('') });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Suspense fallback={null}>
          <MediaControls room={room} disabled={disabled} />
        </Suspense>
        <TextInput
          style={{ flex: 1 }}
          aria-label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          autoComplete="off"
          disabled={disabled}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (e.currentTarget.value.trim()) signalTyping();
          }}
        />
        <Button
          type="submit"
          rightSection={<SendIcon size={16} className={classes.mirrored} />}
          loading={send.isPending}
          disabled={disabled || !text.trim()}
        >
          {t('chat.composer.send')}
        </Button>
      </Group>
      {problem && !room && (
        <Box mt="xs">
          <FormAlert message={t('chat.composer.selectChatProvider')} />
        </Box>
      )}
    </form>
  );
}
