import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The picker's actions, kept in view at the bottom of the screen while the list scrolls. */
export function StickyActionBar({ children }: { children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      shadow="md"
      mt="xl"
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 2 }}
    >
      {children}
    </Paper>
  );
}
