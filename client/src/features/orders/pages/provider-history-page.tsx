import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { BriefcaseIcon } from '#components/ui/icons';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import { type Order, orderStage } from '#contracts/orders';
import { useSession } from '#lib/session';
import {
  loadedOrders,
  orderKeys,
  useChangeOrderStatus,
  useMyOrders,
  useOrderCounts,
  useProviderSummary,
} from '../api';
import { ConfirmOrderModal } from '../components/confirm-order-modal';
import { EarningsChart } from '../components/earnings-chart';
import { OpenDisputeModal } from '../components/open-dispute-modal';
import { OrderGrid } from '../components/order-grid';
import { OrderTabs } from '../components/order-tabs';
import { ProviderOrderCard } from '../components/provider-order-card';
import { ProviderReviewsList } from '../components/provider-reviews-list';
import {
  ProviderSummaryPanel,
  ProviderSummarySkeleton,
} from '../components/provider-summary-panel';
import { notifyStatusFailed, notifyStatusSaved } from '../order-status-notifications';
import { useFocusOrder } from '../use-focus-order';
import { useOrderLiveUpdates } from '../use-order-live-updates';

type HistoryTab = 'accepted' | 'completed' | 'cancelled' | 'reviews';
type OrderTabValue = Exclude<HistoryTab, 'reviews'>;

const EMPTY: Record<OrderTabValue, { title: string; description: string }> = {
  accepted: {
    title: 'No accepted orders',
    description:
      'Offers you accept in the chat show here until the work is marked as completed (or a dispute about it is resolved).',
  },
  completed: {
    title: 'No completed orders',
    description: 'Completed orders count towards your earnings and can be rated by the client.',
  },
  cancelled: {
    title: 'No cancelled orders',
    description:
      'Orders of yours that were cancelled after you accepted them (a dispute can end so) show here.',
  },
};

/** The tab of an order is the stage it stands at (a provider's list holds no pending ones). */
function tabOf(o: Order): OrderTabValue | null {
  const stage = orderStage(o);
  return stage === 'pending' ? null : stage;
}

/** /SpHistory: the provider's summary, monthly earnings, orders by status and reviews. */
export function ProviderHistoryPage() {
  const spId = useSession()?.userId ?? 0;
  const summary = useProviderSummary(spId);
  const orders = useMyOrders(spId);
  const stageCounts = useOrderCounts(spId);
  useOrderLiveUpdates();
  const list = useMemo(() => loadedOrders(orders.data), [orders.data]);
  useFocusOrder(orders.data ? list : undefined, tabOf);
  const [reporting, setReporting] = useState<Order | null>(null);
  const [completing, setCompleting] = useState<Order | null>(null);
  const complete = useChangeOrderStatus(orderKeys.list(spId), [
    orderKeys.summary(spId),
    orderKeys.counts(spId),
  ]);

  const byStatus = (tab: OrderTabValue) => list.filter((o) => tabOf(o) === tab);
  const reviewCount = summary.data?.reviewCount;
  // The server counts every order by where it stands (a disputed one where it was).
  const counts = stageCounts.data ?? summary.data?.counts;

  const markCompleted = (order: Order) =>
    complete.mutate(
      { requestId: order.request_id, status: 'completed' },
      {
        onSuccess: () => notifyStatusSaved('completed', order.name),
        onError: (error) => notifyStatusFailed('completed', error),
      },
    );

  const panel = summary.isPending ? (
    <ProviderSummarySkeleton />
  ) : summary.isError ? (
    <LoadError message="We could not load your summary." onRetry={() => void summary.refetch()} />
  ) : (
    <ProviderSummaryPanel summary={summary.data} counts={counts ?? summary.data.counts} />
  );

  return (
    <Box bg="gray.0" mih="calc(100dvh - 64px)">
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          History
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          Your earnings, orders and what clients said about your work.
        </Text>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Box pos={{ base: 'static', md: 'sticky' }} top={80}>
              {panel}
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {summary.data && <EarningsChart monthly={summary.data.monthly} />}
              <section aria-labelledby="history-orders">
                <Title order={2} size="h4" id="history-orders" mb="sm">
                  Orders and reviews
                </Title>
                {orders.isPending ? (
                  <CardGridSkeleton count={2} height={240} />
                ) : orders.data === undefined ? (
                  <LoadError
                    message="We could not load your orders."
                    onRetry={() => void orders.refetch()}
                  />
                ) : (
                  <OrderTabs<HistoryTab>
                    ariaLabel="Orders by status and reviews"
                    tabs={[
                      { value: 'accepted', label: 'Accepted', count: counts?.accepted },
                      { value: 'completed', label: 'Completed', count: counts?.completed },
                      { value: 'cancelled', label: 'Cancelled', count: counts?.cancelled },
                      { value: 'reviews', label: 'My Reviews', count: reviewCount },
                    ]}
                  >
                    {(tab) =>
                      tab === 'reviews' ? (
                        <ProviderReviewsList spId={spId} />
                      ) : (
                        <>
                          <OrderGrid
                            more={orders.hasNextPage}
                            items={byStatus(tab)}
                            empty={{ icon: <BriefcaseIcon />, ...EMPTY[tab] }}
                          >
                            {(order) => (
                              <ProviderOrderCard
                                key={order.request_id}
                                order={order}
                                onComplete={setCompleting}
                                onReport={setReporting}
                              />
                            )}
                          </OrderGrid>
                          <LoadMore pages={orders} what="orders" />
                        </>
                      )
                    }
                  </OrderTabs>
                )}
              </section>
            </Stack>
          </Grid.Col>
        </Grid>
        <OpenDisputeModal order={reporting} onClose={() => setReporting(null)} />
        <ConfirmOrderModal
          change="complete"
          order={completing}
          onConfirm={markCompleted}
          onClose={() => setCompleting(null)}
        />
      </Container>
    </Box>
  );
}
