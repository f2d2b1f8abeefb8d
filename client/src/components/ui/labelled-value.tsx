import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small uppercase label over its value, as order and dispute cards show their details. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {typeof children === 'string' ? <bdi>{children}</bdi> : children}
      </Text>
    </div>
  );
}
