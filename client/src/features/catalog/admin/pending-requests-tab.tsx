import { EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '#components/ui/icons';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import type { CategoryRequest } from '#contracts/admin';
import { useCategoryRequests } from '../api/admin-catalog';
import { ApproveRequestModal } from './approve-request-modal';
import { RejectRequestModal } from './reject-request-modal';
import { RequestCard } from './request-card';

/** Providers' requests for new categories, each to approve (with an icon) or reject. */
export function PendingRequestsTab() {
  const { t } = useTranslation();
  const requests = useCategoryRequests();
  const [approving, setApproving] = useState<CategoryRequest | null>(null);
  const [rejecting, setRejecting] = useState<CategoryRequest | null>(null);

  if (requests.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        role="status"
        aria-busy="true"
        aria-label={t('admin.requests.loading')}
      >
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={170} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  // A failed "Load more" (or a failed refresh) keeps the pages already shown.
  if (requests.data === undefined) {
    return (
      <LoadError message={t('admin.requests.loadFailed')} onRetry={() => void requests.refetch()} />
    );
  }
  const waiting = requests.data.pages.flatMap((page) => page.items);
  if (waiting.length === 0) {
    return (
      <EmptyState
        py="xl"
        icon={<CheckIcon size={28} />}
        variant="light"
        title={t('admin.requests.emptyTitle')}
        description={t('admin.requests.emptyText')}
      />
    );
  }

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {waiting.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            onApprove={() => setApproving(request)}
            onReject={() => setRejecting(request)}
          />
        ))}
      </SimpleGrid>
      <LoadMore pages={requests} what={t('admin.requests.loadMoreWhat')} />
      <ApproveRequestModal request={approving} onClose={() => setApproving(null)} />
      <RejectRequestModal request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
