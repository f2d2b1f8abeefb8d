import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Tab = lazy(() => import('./synonyms-tab').then((m) => ({ default: m.SynonymsTab })));

/** The "Search words" tab, fetched when opened (as the search box: decision 0082). */
export function LazySynonymsTab() {
  return (
    <Suspense fallback={<Skeleton height={200} radius="md" />}>
      <Tab />
    </Suspense>
  );
}
