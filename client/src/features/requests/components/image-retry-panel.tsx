import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '#components/ui/icons';
import { RequestImageField } from './request-image-field';

type Props = {
  /** The photo that failed to upload, offered again. */
  file: File;
  /** What went wrong, under the spec's message. */
  detail: string;
  sending: boolean;
  /** Upload progress 0-100 while sending, else null. */
  progress: number | null;
  /** Uploads to the same request again (never files a new one). */
  onRetry: (file: File) => void;
  onSkip: () => void;
};

/** The request was filed but its photo was not: try the photo again, or go on without it. */
export function ImageRetryPanel(props: Props) {
  const { detail, sending, progress, onRetry, onSkip } = props;
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(props.file);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4} role="status">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
              <CheckIcon size={20} />
            </ThemeIcon>
            <Title order={2} size="h3" ref={heading} tabIndex={-1}>
              {t('requests.sent.title')}
            </Title>
          </Group>
          <Text>{t('requests.sent.photoMissing')}</Text>
        </Stack>
        <Alert role="alert" color="red" variant="light" title={t('requests.image.uploadFailed')}>
          {detail}
        </Alert>
        <RequestImageField
          value={file}
          onChange={(next, reason) => {
            setFile(next);
            setProblem(reason);
          }}
          error={problem ?? undefined}
          progress={progress}
          disabled={sending}
        />
        <Text size="sm" c="dimmed">
          {t('requests.sent.photoNote')}
        </Text>
        <Group gap="sm">
          <Button
            loading={sending}
            disabled={!file}
            onClick={() => file && onRetry(file)}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('requests.sent.retry')}
          </Button>
          <Button
            variant="default"
            onClick={onSkip}
            disabled={sending}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('requests.sent.skip')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
