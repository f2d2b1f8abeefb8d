import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '#locales/catalog';

const WORDS = {
  file: {
    label: 'common.upload.progress',
    sending: 'common.upload.sending',
    saving: 'common.upload.saving',
  },
  image: {
    label: 'common.upload.imageProgress',
    sending: 'common.upload.imageSending',
    saving: 'common.upload.imageSaving',
  },
} as const satisfies Record<string, Record<string, TextKey>>;

/**
 * An upload's progress bar (0-100) with its words, announced politely to screen readers;
 * `of` says whether a file or an image is being sent.
 */
export function UploadProgress({
  percent,
  of = 'file',
}: {
  percent: number;
  of?: keyof typeof WORDS;
}) {
  const { t } = useTranslation();
  const words = WORDS[of];
  return (
    <Stack gap={4}>
      <Progress value={percent} animated={percent < 100} aria-label={t(words.label)} />
      <Text size="xs" c="dimmed" aria-live="polite">
        {percent < 100 ? t(words.sending, { percent }) : t(words.saving)}
      </Text>
    </Stack>
  );
}
