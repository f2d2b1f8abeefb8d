import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Order } from '../../../../../contracts/orders';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { BriefcaseIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { useSession } from '../../../lib/session';
import { orderKeys, useChangeOrderStatus, useProviderOrders, useProviderSummary } from '../api';
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
import { disputedTab } from '../dispute-window';
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
      'Requests you made an offer on that the client then cancelled, or that expired, show here.',
  },
};

/**
 * The tab of an order: an expired request (none of its offers accepted in time) sits with the
 * cancelled ones, a disputed order stays where it was (accepted, or completed).
 */
function tabOf(o: Order): OrderTabValue | null {
  if (o.status === 'expired') return 'cancelled';
  if (o.status === 'disputed') return disputedTab(o);
  return o.status === 'pending' ? null : o.status;
}

/** /SpHistory: the provider's summary, monthly earnings, orders by status and reviews. */
export function ProviderHistoryPage() {
  const spId = useSession()?.userId ?? 0;
  const summary = useProviderSummary(spId);
  const orders = useProviderOrders(spId);
  useOrderLiveUpdates();
  useFocusOrder(orders.data, tabOf);
  const [reporting, setReporting] = useState<Order | null>(null);
  const complete = useChangeOrderStatus(orderKeys.provider(spId), [orderKeys.summary(spId)]);

  const list = orders.data ?? [];
  const byStatus = (tab: OrderTabValue) => list.filter((o) => tabOf(o) === tab);
  const reviewCount = list.filter((o) => o.rating !== null).length;
  // The list moves at once when an order is completed; the summary follows after the save.
  const counts = orders.data
    ? {
        accepted: byStatus('accepted').length,
        completed: byStatus('completed').length,
        cancelled: byStatus('cancelled').length,
      }
    : summary.data?.counts;

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
                ) : orders.isError ? (
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
                        <ProviderReviewsList orders={list} spId={spId} />
                      ) : (
                        <OrderGrid
                          items={byStatus(tab)}
                          empty={{ icon: <BriefcaseIcon />, ...EMPTY[tab] }}
                        >
                          {(order) => (
                            <ProviderOrderCard
                              key={order.request_id}
                              order={order}
                              onComplete={markCompleted}
                              onReport={setReporting}
                            />
                          )}
                        </OrderGrid>
                      )
                    }
                  </OrderTabs>
                )}
              </section>
            </Stack>
          </Grid.Col>
        </Grid>
        <OpenDisputeModal order={reporting} onClose={() => setReporting(null)} />
      </Container>
    </Box>
  );
}
