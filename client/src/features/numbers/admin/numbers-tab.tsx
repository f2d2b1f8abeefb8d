import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The charts' code (recharts) loads only when the tab is first opened (decision 0071). */
const NumbersPanel = lazy(() =>
  import('./numbers-panel').then((m) => ({ default: m.NumbersPanel })),
);

/** The dashboard's tab (its `?tab=` value) this panel is shown under. */
export const NUMBERS_TAB = 'numbers';

/**
 * The admin's Numbers tab (decision 0070). The dashboard keeps every panel mounted: this one
 * loads its code and its figures the first time the tab is chosen, and keeps them after.
 */
export function NumbersTab() {
  const [params] = useSearchParams();
  const [opened, setOpened] = useState(false);
  if (!opened && params.get('tab') === NUMBERS_TAB) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense
      fallback={
        <Stack gap="md">
          <Skeleton h={36} />
          <Skeleton h={240} />
        </Stack>
      }
    >
      <NumbersPanel />
    </Suspense>
  );
}
