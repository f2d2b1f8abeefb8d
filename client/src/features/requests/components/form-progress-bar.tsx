import { Group, Progress, Stack, Text } from '@mantine/core';
import { formProgress } from '../form-progress';

/** How far the form is: the spec's 33 % start, a third of the rest per filled field. */
export function FormProgressBar({ filled, total }: { filled: number; total: number }) {
  const value = formProgress(filled, total);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Your request
        </Text>
        <Text size="sm" c="dimmed">
          {filled} of {total} required fields filled
        </Text>
      </Group>
      <Progress
        value={value}
        size="md"
        color={value === 100 ? 'green' : undefined}
        aria-label="Request form progress"
        transitionDuration={200}
      />
    </Stack>
  );
}
