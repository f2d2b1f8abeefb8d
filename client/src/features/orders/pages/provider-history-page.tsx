import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { BriefcaseIcon } from '#components/ui/icons';
import { LoadError } from '#components/ui/load-error';
import { LoadMore } from '#components/ui/load-more';
import { type Order, orderStage } from '#contracts/orders';
import { OpenDisputeModal } from '#features/disputes/shared/open-dispute-modal';
import { useSession } from '#lib/session';
import {
  loadedOrders,
  orderKeys,
  useChangeOrderStatus,
  useMyOrders,
  useOrderCounts,
  useProviderSummary,
} from '../api/orders';
import { ConfirmOrderModal } from '../components/confirm-order-modal';
import { EarningsChart } from '../components/earnings-chart';
import { OrderGrid } from '../components/order-grid';
import { OrderTabs } from '../components/order-tabs';
import { ProviderOrderCard } from '../components/provider-order-card';
import { ProviderReviewsList } from '../components/provider-reviews-list';
import {
  ProviderSummaryPanel,
  ProviderSummarySkeleton,
} from '../components/provider-summary-panel';
import { notifyStatusFailed, notifyStatusSaved } from '../order-status-notifications';
import { useOrderLiveUpdates } from '../shared/use-order-live-updates';
import { useFocusOrder } from '../use-focus-order';

type HistoryTab = 'accepted' | 'completed' | 'cancelled' | 'reviews';
type OrderTabValue = Exclude<HistoryTab, 'reviews'>;

const EMPTY = {
  accepted: {
    title: 'orders.dashboard.emptyAcceptedTitle',
    description: 'orders.history.emptyAccepted',
  },
  completed: {
    title: 'orders.dashboard.emptyCompletedTitle',
    description: 'orders.history.emptyCompleted',
  },
  cancelled: {
    title: 'orders.dashboard.emptyCancelledTitle',
    description: 'orders.history.emptyCancelled',
  },
} as const;

/** The tab of an order is the stage it stands at (a provider's list holds no pending ones). */
function tabOf(o: Order): OrderTabValue | null {
  const stage = orderStage(o);
  return stage === 'pending' ? null : stage;
}

/** /SpHistory: the provider's summary, monthly earnings, orders by status and reviews. */
export function ProviderHistoryPage() {
  const { t } = useTranslation();
  const spId = useSession()?.userId ?? 0;
  const summary = useProviderSummary(spId);
  const orders = useMyOrders(spId);
  const stageCounts = useOrderCounts(spId);
  useOrderLiveUpdates();
  const loaded = useMemo(() => loadedOrders(orders.data), [orders.data]);
  const list = useFocusOrder(orders.data ? loaded : undefined, tabOf) ?? loaded;
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
    <LoadError message={t('orders.history.summaryFailed')} onRetry={() => void summary.refetch()} />
  ) : (
    <ProviderSummaryPanel summary={summary.data} counts={counts ?? summary.data.counts} />
  );

  return (
    <Box bg="gray.0" mih="calc(100dvh - 64px)">
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('orders.history.title')}
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          {t('orders.history.intro')}
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
                  {t('orders.history.ordersAndReviews')}
                </Title>
                {orders.isPending ? (
                  <CardGridSkeleton count={2} height={240} />
                ) : orders.data === undefined ? (
                  <LoadError
                    message={t('orders.dashboard.loadFailed')}
                    onRetry={() => void orders.refetch()}
                  />
                ) : (
                  <OrderTabs<HistoryTab>
                    ariaLabel={t('orders.history.tabs')}
                    tabs={[
                      {
                        value: 'accepted',
                        label: t('orders.status.accepted'),
                        count: counts?.accepted,
                      },
                      {
                        value: 'completed',
                        label: t('orders.status.completed'),
                        count: counts?.completed,
                      },
                      {
                        value: 'cancelled',
                        label: t('orders.status.cancelled'),
                        count: counts?.cancelled,
                      },
                      {
                        value: 'reviews',
                        label: t('orders.history.myReviews'),
                        count: reviewCount,
                      },
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
                            empty={{
                              icon: <BriefcaseIcon />,
                              title: t(EMPTY[tab].title),
                              description: t(EMPTY[tab].description),
                            }}
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
                          <LoadMore pages={orders} what={t('orders.dashboard.more')} />
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
          by="provider"
          order={completing}
          onConfirm={markCompleted}
          onClose={() => setCompleting(null)}
        />
      </Container>
    </Box>
  );
}
