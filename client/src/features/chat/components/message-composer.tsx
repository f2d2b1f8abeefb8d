import { Box, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SendIcon } from '#components/ui/icons';
import type { UserType } from '#contracts/auth';
import { ChatMessages, MAX_MESSAGE_LENGTH } from '#contracts/chat';
import { FormAlert } from '#features/auth/components/form-alert';
import { useSendMessage } from '../chat-mutations';
import { useTypingSignal } from '../use-chat-presence';

type Props = { room: string | null; viewer: UserType };

/** The text box under the messages: Enter or Send sends; blank messages are not sent. */
export function MessageComposer({ room, viewer }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage(viewer);
  const signalTyping = useTypingSignal(room);

  const submit = () => {
    if (!room) {
      setProblem(ChatMessages.selectChatProvider);
      return;
    }
    const message = text.trim();
    if (!message || send.isPending) return;
    setProblem(null);
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
        <TextInput
          style={{ flex: 1 }}
          aria-label="Your message"
          placeholder="Type a message"
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          autoComplete="off"
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (e.currentTarget.value.trim()) signalTyping();
          }}
        />
        <Button
          type="submit"
          rightSection={<SendIcon size={16} />}
          loading={send.isPending}
          disabled={!text.trim()}
        >
          Send
        </Button>
      </Group>
      {problem && !room && (
        <Box mt="xs">
          <FormAlert message={problem} />
        </Box>
      )}
    </form>
  );
}
