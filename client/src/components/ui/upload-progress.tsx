import { Progress, Stack, Text } from '@mantine/core';

/** An upload's progress bar with its words, announced politely to screen readers. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Stack gap={4}>
      <Progress value={percent} animated={percent < 100} aria-label="Upload progress" />
      <Text size="xs" c="dimmed" aria-live="polite">
        {percent < 100 ? `Sending… ${percent}%` : 'Sent, saving…'}
      </Text>
    </Stack>
  );
}
