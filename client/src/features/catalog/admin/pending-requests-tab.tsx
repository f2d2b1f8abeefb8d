import { SimpleGrid, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
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

  return (
    <PagedQueryStates
      query={requests}
      loading={
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
      }
      errorMessage={t('admin.requests.loadFailed')}
      empty={{
        icon: <CheckIcon size={28} />,
        title: t('admin.requests.emptyTitle'),
        description: t('admin.requests.emptyText'),
      }}
      what={t('admin.requests.loadMoreWhat')}
    >
      {(waiting) => (
        <>
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
          <ApproveRequestModal request={approving} onClose={() => setApproving(null)} />
          <RejectRequestModal request={rejecting} onClose={() => setRejecting(null)} />
        </>
      )}
    </PagedQueryStates>
  );
}
