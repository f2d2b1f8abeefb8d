import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An upload's progress bar with its percentage said in words (0-100). */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        animated={percent < 100}
        aria-label={t('common.upload.imageProgress')}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {percent < 100
          ? t('common.upload.imageSending', { percent })
          : t('common.upload.imageSaving')}
      </Text>
    </Stack>
  );
}
