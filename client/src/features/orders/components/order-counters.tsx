import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';

export type Counter = { label: string; value: number };

function CounterTile({ label, value }: Counter) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 28, sm: 32 }} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/** The dashboard's counters, e.g. Total, Pending, Accepted, Completed (2 x 2 on phones). */
export function OrderCounters({ counters, label }: { counters: Counter[]; label: string }) {
  return (
    <SimpleGrid component="section" aria-label={label} cols={{ base: 2, sm: 4 }} spacing="md">
      {counters.map((c) => (
        <CounterTile key={c.label} {...c} />
      ))}
    </SimpleGrid>
  );
}
