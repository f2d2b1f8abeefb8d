import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

const SearchBox = lazy(() => import('./search-box').then((m) => ({ default: m.SearchBox })));

/**
 * The search box, fetched after the page that shows it: its code and contract stay out of the
 * first load's list of files (the initial-JS budget, decision 0073).
 */
export function LazySearchBox() {
  return (
    <Suspense fallback={<Skeleton height={84} radius="md" />}>
      <SearchBox />
    </Suspense>
  );
}
