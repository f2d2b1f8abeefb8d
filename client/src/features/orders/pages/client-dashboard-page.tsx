import { Box, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { BriefcaseIcon } from '#components/ui/icons';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import { type Order, type OrderStage, orderStage } from '#contracts/orders';
import { OpenDisputeModal } from '#features/disputes/shared/open-dispute-modal';
import { paths } from '#lib/paths';
import { useSession } from '#lib/session';
import {
  loadedOrders,
  orderKeys,
  useChangeOrderStatus,
  useMyOrders,
  useOrderCounts,
} from '../api/orders';
import { ClientOrderCard } from '../components/client-order-card';
import { ConfirmOrderModal } from '../components/confirm-order-modal';
import { FeedbackModal } from '../components/feedback-modal';
import { OrderCounters } from '../components/order-counters';
import { OrderGrid } from '../components/order-grid';
import { OrderTabs } from '../components/order-tabs';
import { notifyStatusFailed, notifyStatusSaved } from '../order-status-notifications';
import { useOrderLiveUpdates } from '../shared/use-order-live-updates';
import { useFocusOrder } from '../use-focus-order';

/** The dashboard's tabs are the stages an order stands at. */
type DashboardTab = OrderStage;
const tabOf = (order: Order): DashboardTab => orderStage(order);

const TABS = [
  { value: 'pending', label: 'orders.status.pending' },
  { value: 'accepted', label: 'orders.status.accepted' },
  { value: 'completed', label: 'orders.status.completed' },
  { value: 'cancelled', label: 'orders.status.cancelled' },
] as const;

const EMPTY = {
  pending: {
    title: 'orders.dashboard.emptyPendingTitle',
    description: 'orders.dashboard.emptyPending',
  },
  accepted: {
    title: 'orders.dashboard.emptyAcceptedTitle',
    description: 'orders.dashboard.emptyAccepted',
  },
  completed: {
    title: 'orders.dashboard.emptyCompletedTitle',
    description: 'orders.dashboard.emptyCompleted',
  },
  cancelled: {
    title: 'orders.dashboard.emptyCancelledTitle',
    description: 'orders.dashboard.emptyCancelled',
  },
} as const;

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('orders.dashboard.loading')}>
      <Skeleton height={84} radius="md" />
      <Skeleton height={36} radius="md" maw={480} />
      <CardGridSkeleton count={4} height={260} />
    </Stack>
  );
}

/** /ClientDashBoard: the client's counters and orders by status, with what each allows. */
export function ClientDashboardPage() {
  const { t } = useTranslation();
  const clientId = useSession()?.userId ?? 0;
  const orders = useMyOrders(clientId);
  const counts = useOrderCounts(clientId);
  useOrderLiveUpdates();
  const change = useChangeOrderStatus(orderKeys.list(clientId), [orderKeys.counts(clientId)]);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [completing, setCompleting] = useState<Order | null>(null);
  const [rating, setRating] = useState<Order | null>(null);
  const [reporting, setReporting] = useState<Order | null>(null);
  const loaded = useMemo(() => loadedOrders(orders.data), [orders.data]);
  const list = useFocusOrder(orders.data ? loaded : undefined, tabOf) ?? loaded;

  const changeStatus = (order: Order, status: 'cancelled' | 'completed') =>
    change.mutate(
      { requestId: order.request_id, status },
      {
        onSuccess: () => notifyStatusSaved(status, order.name),
        onError: (error) => notifyStatusFailed(status, error),
      },
    );

  const byTab = (tab: DashboardTab) => list.filter((o) => tabOf(o) === tab);
  // The server counts every order; until it answers, the loaded ones are counted.
  const count = (tab: DashboardTab) => counts.data?.[tab] ?? byTab(tab).length;

  return (
    <Box bg="gray.0" mih="calc(100dvh - 64px)">
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('orders.dashboard.title')}
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          {t('orders.dashboard.intro')}
        </Text>

        {orders.isPending ? (
          <DashboardSkeleton />
        ) : orders.data === undefined ? (
          <LoadError
            message={t('orders.dashboard.loadFailed')}
            onRetry={() => void orders.refetch()}
          />
        ) : (
          <Stack gap="xl">
            <OrderCounters
              label={t('orders.dashboard.counts')}
              counters={[
                { label: t('orders.dashboard.total'), value: counts.data?.total ?? list.length },
                { label: t('orders.status.pending'), value: count('pending') },
                { label: t('orders.status.accepted'), value: count('accepted') },
                { label: t('orders.status.completed'), value: count('completed') },
              ]}
            />
            <OrderTabs
              ariaLabel={t('orders.dashboard.tabs')}
              tabs={TABS.map((tab) => ({
                value: tab.value,
                label: t(tab.label),
                count: count(tab.value),
              }))}
            >
              {(status) => (
                <>
                  <OrderGrid
                    more={orders.hasNextPage}
                    items={byTab(status)}
                    empty={{
                      icon: <BriefcaseIcon />,
                      title: t(EMPTY[status].title),
                      description: t(EMPTY[status].description),
                      actions:
                        status === 'pending' ? (
                          <Button component={Link} to={paths.categories} variant="default">
                            {t('orders.dashboard.browseCategories')}
                          </Button>
                        ) : undefined,
                    }}
                  >
                    {(order) => (
                      <ClientOrderCard
                        key={order.request_id}
                        order={order}
                        clientId={clientId}
                        onCancel={setCancelling}
                        onComplete={setCompleting}
                        onFeedback={setRating}
                        onReport={setReporting}
                      />
                    )}
                  </OrderGrid>
                  <LoadMore pages={orders} what={t('orders.dashboard.more')} />
                </>
              )}
            </OrderTabs>
          </Stack>
        )}

        <ConfirmOrderModal
          change="cancel"
          by="client"
          order={cancelling}
          onConfirm={(o) => changeStatus(o, 'cancelled')}
          onClose={() => setCancelling(null)}
        />
        <ConfirmOrderModal
          change="complete"
          by="client"
          order={completing}
          onConfirm={(o) => changeStatus(o, 'completed')}
          onClose={() => setCompleting(null)}
        />
        <FeedbackModal order={rating} clientId={clientId} onClose={() => setRating(null)} />
        <OpenDisputeModal order={reporting} onClose={() => setReporting(null)} />
      </Container>
    </Box>
  );
}
