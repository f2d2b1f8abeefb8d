import { Progress, Stack, Text } from '@mantine/core';

/** An upload's progress bar with its percentage said in words (0-100). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Stack gap={4}>
      <Progress value={percent} animated={percent < 100} aria-label="Image upload progress" />
      <Text size="xs" c="dimmed" aria-live="polite">
        {percent < 100 ? `Uploading image… ${percent}%` : 'Upload complete, saving…'}
      </Text>
    </Stack>
  );
}
