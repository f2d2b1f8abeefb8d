import { Button, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#contracts/orders';
import { canReportProblem } from '#features/disputes/shared/dispute-window';
import { OrderDispute } from '#features/disputes/shared/order-dispute';
import { SaveProviderButton } from '#features/favourites/shared/save-provider-button';
import { hireAgainForm } from '#features/requests/shared/direct-request';
import { paths } from '#lib/paths';
import { useAppSettings } from '#lib/use-currency';
import { useNow } from '#lib/use-now';
import { ProgressNotice } from './appointment-progress';
import { OrderAttachment } from './order-attachment';
import { OrderCard, orderHeadingId } from './order-card';
import { OrderImageButton } from './order-image-button';
import { OrderRating } from './order-rating';
import { ReportProblemButton } from './report-problem-button';

type Props = {
  order: Order;
  clientId: number;
  onCancel: (order: Order) => void;
  onComplete: (order: Order) => void;
  onFeedback: (order: Order) => void;
  onReport: (order: Order) => void;
};

/** A client's order with what can be done at its status. */
export function ClientOrderCard({
  order,
  clientId,
  onCancel,
  onComplete,
  onFeedback,
  onReport,
}: Props) {
  const { t } = useTranslation();
  const describedBy = orderHeadingId(order);
  const now = useNow();
  const { disputeWindowDays } = useAppSettings();
  const party = {
    label: t('orders.card.provider'),
    name: order.sp_name,
    href: order.sp_id === null ? undefined : paths.viewProfile(order.sp_id),
  };

  if (order.status === 'pending') {
    return (
      <OrderCard
        order={order}
        party={party}
        actions={
          <>
            <Button
              color="red"
              variant="outline"
              onClick={() => onCancel(order)}
              aria-describedby={describedBy}
            >
              {t('orders.card.cancel')}
            </Button>
            <OrderImageButton order={order} />
          </>
        }
      >
        <Divider />
        <OrderAttachment order={order} clientId={clientId} />
      </OrderCard>
    );
  }

  if (order.status === 'accepted') {
    return (
      <OrderCard
        order={order}
        party={party}
        actions={
          <>
            <Button onClick={() => onComplete(order)} aria-describedby={describedBy}>
              {t('orders.card.complete')}
            </Button>
            {canReportProblem(order, now, disputeWindowDays) && (
              <ReportProblemButton order={order} onReport={onReport} />
            )}
          </>
        }
      >
        <ProgressNotice order={order} viewer="clients" />
      </OrderCard>
    );
  }

  if (order.status === 'disputed') {
    return (
      <OrderCard order={order} party={party}>
        <OrderDispute
          order={order}
          headingOrder={3}
          viewer="clients"
          describedBy={orderHeadingId(order)}
        />
      </OrderCard>
    );
  }

  if (order.status === 'completed') {
    const rated = order.rating !== null;
    const reportable = canReportProblem(order, now, disputeWindowDays);
    const spId = order.sp_id;
    return (
      <OrderCard
        order={order}
        party={party}
        actions={
          spId === null && rated && !reportable ? undefined : (
            <>
              {spId !== null && (
                <Button
                  component={Link}
                  to={hireAgainForm({ ...order, sp_id: spId })}
                  aria-describedby={describedBy}
                >
                  {t('providers.favourites.hireAgain')}
                </Button>
              )}
              {spId !== null && order.sp_name !== null && (
                <SaveProviderButton spId={spId} name={order.sp_name} />
              )}
              {!rated && (
                <Button
                  variant="light"
                  onClick={() => onFeedback(order)}
                  aria-describedby={describedBy}
                >
                  {t('orders.card.giveFeedback')}
                </Button>
              )}
              {reportable && <ReportProblemButton order={order} onReport={onReport} />}
            </>
          )
        }
      >
        {order.rating !== null && (
          <>
            <Divider label={t('orders.card.yourReview')} labelPosition="left" />
            <OrderRating
              rating={order.rating}
              review={order.review}
              reviewDate={order.review_date}
            />
          </>
        )}
        <OrderDispute
          order={order}
          headingOrder={3}
          viewer="clients"
          describedBy={orderHeadingId(order)}
        />
      </OrderCard>
    );
  }

  if (order.status === 'expired') {
    return (
      <OrderCard
        order={order}
        party={party}
        actions={
          <Button
            component={Link}
            to={paths.categories}
            variant="default"
            aria-describedby={describedBy}
          >
            {t('orders.card.postNew')}
          </Button>
        }
      >
        <Text size="sm" c="dimmed">
          {t('orders.card.expired')}
        </Text>
      </OrderCard>
    );
  }

  return (
    <OrderCard order={order} party={party}>
      <OrderDispute
        order={order}
        headingOrder={3}
        viewer="clients"
        describedBy={orderHeadingId(order)}
      />
    </OrderCard>
  );
}
