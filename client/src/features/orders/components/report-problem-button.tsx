import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contracts/orders';
import { orderHeadingId } from './order-card';

type Props = { order: Order; onReport: (order: Order) => void };

/** "Report a problem": opens a dispute (shown where `canReportProblem` allows it). */
export function ReportProblemButton({ order, onReport }: Props) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      onClick={() => onReport(order)}
      aria-describedby={orderHeadingId(order)}
    >
      {t('orders.card.reportProblem')}
    </Button>
  );
}
