import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmptyContent, ListEmptyState } from '#components/ui/list-empty-state';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import type { DisputeCase } from '#contracts/disputes';
import type { CasePages } from '../api/admin-disputes';

type Props = {
  query: CasePages;
  /** Names the list for the loading state and the Load more button, e.g. 'open disputes'. */
  what: string;
  errorMessage: string;
  empty: EmptyContent;
  children: (item: DisputeCase) => ReactNode;
};

/** A paged list of cases: skeletons, a failure with retry, the empty state, "Load more". */
export function DisputeCaseList({ query, what, errorMessage, empty, children }: Props) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('admin.disputes.loading', { what })}>
        {[1, 2].map((n) => (
          <Skeleton key={n} height={150} radius="md" />
        ))}
      </Stack>
    );
  }
  // A failed "Load more" (or a failed refresh) keeps the pages already shown.
  if (query.data === undefined) {
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <ListEmptyState {...empty} />;
  return (
    <Stack gap="sm">
      {items.map(children)}
      <LoadMore pages={query} what={what} />
    </Stack>
  );
}
