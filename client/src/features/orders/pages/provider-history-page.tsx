import { Box, Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { type Order, REVIEW_CUT } from '../../../../../contracts/orders';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { BriefcaseIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { useSession } from '../../../lib/session';
import { orderKeys, useChangeOrderStatus, useProviderOrders, useProviderSummary } from '../api';
import { EarningsChart } from '../components/earnings-chart';
import { OrderCard, orderHeadingId } from '../components/order-card';
import { OrderGrid } from '../components/order-grid';
import { OrderRating } from '../components/order-rating';
import { OrderTabs } from '../components/order-tabs';
import { ProviderReviewsList } from '../components/provider-reviews-list';
import {
  ProviderSummaryPanel,
  ProviderSummarySkeleton,
} from '../components/provider-summary-panel';
import { notifyStatusFailed, notifyStatusSaved } from '../order-status-notifications';
import { useOrderLiveUpdates } from '../use-order-live-updates';

type HistoryTab = 'accepted' | 'completed' | 'cancelled' | 'reviews';
type OrderTabValue = Exclude<HistoryTab, 'reviews'>;

const EMPTY: Record<OrderTabValue, { title: string; description: string }> = {
  accepted: {
    title: 'No accepted orders',
    description: 'Offers you accept in the chat show here until the work is marked as completed.',
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

/** /SpHistory: the provider's summary, monthly earnings, orders by status and reviews. */
export function ProviderHistoryPage() {
  const spId = useSession()?.userId ?? 0;
  const summary = useProviderSummary(spId);
  const orders = useProviderOrders(spId);
  useOrderLiveUpdates();
  const complete = useChangeOrderStatus(orderKeys.provider(spId), [orderKeys.summary(spId)]);

  const list = orders.data ?? [];
  // An expired request (none of its offers accepted in time) sits with the cancelled ones.
  const tabOf = (o: Order): OrderTabValue | null =>
    o.status === 'expired' ? 'cancelled' : o.status === 'pending' ? null : o.status;
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
                        <ProviderReviewsList orders={list} />
                      ) : (
                        <OrderGrid
                          items={byStatus(tab)}
                          empty={{ icon: <BriefcaseIcon />, ...EMPTY[tab] }}
                        >
                          {(order) => (
                            <OrderCard
                              key={order.request_id}
                              order={order}
                              headingOrder={3}
                              party={{ label: 'Client', name: order.client_name }}
                              actions={
                                order.status === 'accepted' ? (
                                  <Button
                                    onClick={() => markCompleted(order)}
                                    aria-describedby={orderHeadingId(order)}
                                  >
                                    Mark as Completed
                                  </Button>
                                ) : undefined
                              }
                            >
                              {order.rating !== null && (
                                <OrderRating
                                  rating={order.rating}
                                  review={order.review}
                                  reviewDate={order.review_date}
                                  cut={REVIEW_CUT}
                                />
                              )}
                            </OrderCard>
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
      </Container>
    </Box>
  );
}
