import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '#components/ui/icons';

type Props = {
  /** The server's messages: 'Requests Sent!', then 'Image Uploaded' after a photo. */
  messages: string[];
  serviceName: string;
  /** Shows an empty form again, for another request. */
  onAnother: () => void;
};

/** The request went through: what happened, and where to go next. */
export function RequestSentPanel({ messages, serviceName, onAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [sent, ...more] = messages;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap="xs" role="status">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
              <CheckIcon size={20} />
            </ThemeIcon>
            <Title order={2} size="h3" ref={heading} tabIndex={-1}>
              {sent}
            </Title>
          </Group>
          {more.map((message) => (
            <Group key={message} gap="sm" wrap="nowrap" pl={6}>
              <ThemeIcon color="green" variant="light" radius="xl" size="sm" aria-hidden>
                <CheckIcon size={14} />
              </ThemeIcon>
              <Text fw={500}>{message}</Text>
            </Group>
          ))}
        </Stack>
        <Text>
          Providers in your city who offer {serviceName} will see your request and can message you.
          You can follow it on your dashboard.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/ClientDashBoard" w={{ base: '100%', xs: 'auto' }}>
            Go to my dashboard
          </Button>
          <Button
            component={Link}
            to="/Categories"
            variant="default"
            w={{ base: '100%', xs: 'auto' }}
          >
            Browse categories
          </Button>
          <Button variant="subtle" onClick={onAnother} w={{ base: '100%', xs: 'auto' }}>
            Send another request
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
