import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Order, REVIEW_CUT } from '#contracts/orders';
import { canReportProblem } from '#features/disputes/shared/dispute-window';
import { OrderDispute } from '#features/disputes/shared/order-dispute';
import { useAppSettings } from '#lib/use-currency';
import { useNow } from '#lib/use-now';
import { ProgressButtons, ProgressNotice } from './appointment-progress';
import { OrderCard, orderHeadingId } from './order-card';
import { OrderRating } from './order-rating';
import { ReportProblemButton } from './report-problem-button';

type Props = {
  order: Order;
  onComplete: (order: Order) => void;
  onReport: (order: Order) => void;
};

/** One of the provider's orders: complete it, report a problem, its rating and its dispute. */
export function ProviderOrderCard({ order, onComplete, onReport }: Props) {
  const { t } = useTranslation();
  const now = useNow();
  const { disputeWindowDays } = useAppSettings();
  const completable = order.status === 'accepted';
  const reportable = canReportProblem(order, now, disputeWindowDays);
  return (
    <OrderCard
      order={order}
      headingOrder={3}
      party={{ label: t('orders.card.client'), name: order.client_name }}
      actions={
        completable || reportable ? (
          <>
            {completable && <ProgressButtons order={order} />}
            {completable && (
              <Button onClick={() => onComplete(order)} aria-describedby={orderHeadingId(order)}>
                {t('orders.card.complete')}
              </Button>
            )}
            {reportable && <ReportProblemButton order={order} onReport={onReport} />}
          </>
        ) : undefined
      }
    >
      {order.repeat_jobs > 0 && (
        <Badge color="teal" variant="light" tt="none">
          {t('requests.card.repeatClient', { job: order.repeat_jobs + 1 })}
        </Badge>
      )}
      <ProgressNotice order={order} viewer="serviceproviders" />
      {order.rating !== null && (
        <OrderRating
          rating={order.rating}
          review={order.review}
          reviewDate={order.review_date}
          cut={REVIEW_CUT}
        />
      )}
      <OrderDispute
        order={order}
        headingOrder={4}
        viewer="serviceproviders"
        describedBy={orderHeadingId(order)}
      />
    </OrderCard>
  );
}
