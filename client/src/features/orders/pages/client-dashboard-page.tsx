import { Box, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { BriefcaseIcon } from '#components/ui/icons';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import { type Order, type OrderStage, orderStage } from '#contracts/orders';
import { useSession } from '#lib/session';
import { loadedOrders, orderKeys, useChangeOrderStatus, useMyOrders, useOrderCounts } from '../api';
import { ClientOrderCard } from '../components/client-order-card';
import { ConfirmOrderModal } from '../components/confirm-order-modal';
import { FeedbackModal } from '../components/feedback-modal';
import { OpenDisputeModal } from '../components/open-dispute-modal';
import { OrderCounters } from '../components/order-counters';
import { OrderGrid } from '../components/order-grid';
import { OrderTabs } from '../components/order-tabs';
import { notifyStatusFailed, notifyStatusSaved } from '../order-status-notifications';
import { useFocusOrder } from '../use-focus-order';
import { useOrderLiveUpdates } from '../use-order-live-updates';

/** The dashboard's tabs are the stages an order stands at. */
type DashboardTab = OrderStage;
const tabOf = (order: Order): DashboardTab => orderStage(order);

const TABS: { value: DashboardTab; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

const EMPTY: Record<DashboardTab, { title: string; description: string }> = {
  pending: {
    title: 'No pending orders',
    description: 'Requests you send wait here until a provider accepts your offer.',
  },
  accepted: {
    title: 'No accepted orders',
    description:
      'When a provider accepts your offer in the chat, the order shows here (and stays here while a problem you report is looked at).',
  },
  completed: {
    title: 'No completed orders',
    description: 'Finished orders show here, ready for your feedback.',
  },
  cancelled: {
    title: 'No cancelled orders',
    description:
      'Orders you cancel show here, and requests that expired before you accepted an offer.',
  },
};

function DashboardSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading your orders">
      <Skeleton height={84} radius="md" />
      <Skeleton height={36} radius="md" maw={480} />
      <CardGridSkeleton count={4} height={260} />
    </Stack>
  );
}

/** /ClientDashBoard: the client's counters and orders by status, with what each allows. */
export function ClientDashboardPage() {
  const clientId = useSession()?.userId ?? 0;
  const orders = useMyOrders(clientId);
  const counts = useOrderCounts(clientId);
  useOrderLiveUpdates();
  const change = useChangeOrderStatus(orderKeys.list(clientId), [orderKeys.counts(clientId)]);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [completing, setCompleting] = useState<Order | null>(null);
  const [rating, setRating] = useState<Order | null>(null);
  const [reporting, setReporting] = useState<Order | null>(null);
  const list = useMemo(() => loadedOrders(orders.data), [orders.data]);
  useFocusOrder(orders.data ? list : undefined, tabOf);

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
          My orders
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          Track your requests, cancel pending ones, complete finished work and rate your provider.
        </Text>

        {orders.isPending ? (
          <DashboardSkeleton />
        ) : orders.data === undefined ? (
          <LoadError
            message="We could not load your orders."
            onRetry={() => void orders.refetch()}
          />
        ) : (
          <Stack gap="xl">
            <OrderCounters
              label="Order counts"
              counters={[
                { label: 'Total', value: counts.data?.total ?? list.length },
                { label: 'Pending', value: count('pending') },
                { label: 'Accepted', value: count('accepted') },
                { label: 'Completed', value: count('completed') },
              ]}
            />
            <OrderTabs
              ariaLabel="Orders by status"
              tabs={TABS.map((t) => ({ ...t, count: count(t.value) }))}
            >
              {(status) => (
                <>
                  <OrderGrid
                    more={orders.hasNextPage}
                    items={byTab(status)}
                    empty={{
                      icon: <BriefcaseIcon />,
                      ...EMPTY[status],
                      actions:
                        status === 'pending' ? (
                          <Button component={Link} to="/Categories" variant="default">
                            Browse categories
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
                  <LoadMore pages={orders} what="orders" />
                </>
              )}
            </OrderTabs>
          </Stack>
        )}

        <ConfirmOrderModal
          change="cancel"
          order={cancelling}
          onConfirm={(o) => changeStatus(o, 'cancelled')}
          onClose={() => setCancelling(null)}
        />
        <ConfirmOrderModal
          change="complete"
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
