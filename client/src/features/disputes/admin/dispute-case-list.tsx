import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmptyContent } from '#components/ui/list-empty-state';
import { PagedQueryStates } from '#components/ui/paged-query-states';
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
  return (
    <PagedQueryStates
      query={query}
      loading={
        <Stack role="status" aria-busy="true" aria-label={t('admin.disputes.loading', { what })}>
          {[1, 2].map((n) => (
            <Skeleton key={n} height={150} radius="md" />
          ))}
        </Stack>
      }
      errorMessage={errorMessage}
      empty={empty}
      what={what}
      gap="sm"
    >
      {(items) => items.map(children)}
    </PagedQueryStates>
  );
}
