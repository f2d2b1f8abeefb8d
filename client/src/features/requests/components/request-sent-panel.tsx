import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '#components/ui/icons';
import { paths } from '#lib/paths';

type Props = {
  /** A photo went with the request: 'Image Uploaded' shows under 'Requests Sent!'. */
  imageUploaded: boolean;
  serviceName: string;
  /** Shows an empty form again, for another request. */
  onAnother: () => void;
};

/** The request went through: what happened, and where to go next. */
export function RequestSentPanel({ imageUploaded, serviceName, onAnother }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const more = imageUploaded ? [t('requests.sent.imageUploaded')] : [];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap="xs" role="status">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
              <CheckIcon size={20} />
            </ThemeIcon>
            <Title order={2} size="h3" ref={heading} tabIndex={-1}>
              {t('requests.sent.title')}
            </Title>
          </Group>
          {more.map((message) => (
            <Group key={message} gap="sm" wrap="nowrap" ps={6}>
              <ThemeIcon color="green" variant="light" radius="xl" size="sm" aria-hidden>
                <CheckIcon size={14} />
              </ThemeIcon>
              <Text fw={500}>{message}</Text>
            </Group>
          ))}
        </Stack>
        <Text>{t('requests.sent.text', { service: serviceName })}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.clientDashboard} w={{ base: '100%', xs: 'auto' }}>
            {t('requests.sent.dashboard')}
          </Button>
          <Button
            component={Link}
            to={paths.categories}
            variant="default"
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('requests.sent.browse')}
          </Button>
          <Button variant="subtle" onClick={onAnother} w={{ base: '100%', xs: 'auto' }}>
            {t('requests.sent.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
