import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An upload's progress bar with its words, announced politely to screen readers. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Progress value={percent} animated={percent < 100} aria-label={t('common.upload.progress')} />
      <Text size="xs" c="dimmed" aria-live="polite">
        {percent < 100 ? t('common.upload.sending', { percent }) : t('common.upload.saving')}
      </Text>
    </Stack>
  );
}
