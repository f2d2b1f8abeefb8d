import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_BADGE_COLORS } from '#contracts/orders';
import type { RequestStatus } from '#contracts/requests';

/**
 * An order's status in the spec's colours: pending yellow, accepted blue, completed green,
 * cancelled red; expired (no offer accepted in time) grey; disputed (on hold until the admin
 * decides) orange.
 */
export function OrderStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={ORDER_BADGE_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
