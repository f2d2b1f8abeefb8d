import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabelledValue } from '#components/ui/labelled-value';
import { Typed } from '#components/ui/typed';
import { DESCRIPTION_CUT, type Order } from '#contracts/orders';
import { AddToCalendarButton } from '#features/calendars/shared/add-to-calendar-button';
import { AgreedScope } from '#features/offers/shared/offer-scope-lines';
import { WhenValue } from '#features/requests/shared/when-value';
import { formatDay } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import { BookingPanel } from './booking-panel';
import { NegotiationPath } from './negotiation-path';
import { OrderStatusBadge } from './order-status-badge';
import { TruncatedText } from './truncated-text';

/** The other side of the order: its label, name (null before one is assigned) and page. */
export type OrderParty = { label: string; name: string | null; href?: string };

type Props = {
  order: Order;
  party: OrderParty;
  headingOrder?: 2 | 3;
  /** Extra sections under the details: attachment, rating. */
  children?: ReactNode;
  /** The order's buttons, at the bottom. */
  actions?: ReactNode;
};

/** An order's heading id, so its buttons can say which order they act on. */
export const orderHeadingId = (order: Order) => `order-${order.request_id}-title`;

/**
 * One order: service, status, description (cut at 30), address, city, the other party, dates,
 * price, and once an offer won, how that price was agreed.
 */
export function OrderCard({ order, party, headingOrder = 2, children, actions }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const headingId = orderHeadingId(order);
  const pending = order.status === 'pending';
  const agreed =
    order.status === 'accepted' || order.status === 'completed' || order.status === 'disputed';
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      shadow="xs"
      padding="lg"
      radius="md"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title
              order={headingOrder}
              size="h4"
              id={headingId}
              style={{ overflowWrap: 'anywhere' }}
            >
              {order.name}
            </Title>
            <Text size="sm" c="dimmed">
              <Trans
                i18nKey="orders.card.meta"
                values={{ id: order.request_id, date: formatDay(order.request_date) }}
                components={{ time: <time dateTime={order.request_date} /> }}
              />
            </Text>
          </div>
          <OrderStatusBadge status={order.status} />
        </Group>
        <TruncatedText text={order.description} limit={DESCRIPTION_CUT} />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <LabelledValue label={t('orders.card.address')}>{order.address}</LabelledValue>
          <LabelledValue label={t('orders.card.city')}>{order.city}</LabelledValue>
          <LabelledValue label={party.label}>
            {party.name === null ? (
              <Text span size="sm" c="dimmed">
                {pending ? t('orders.card.notAssigned') : t('orders.card.noProvider')}
              </Text>
            ) : party.href ? (
              <Anchor component={Link} to={party.href} size="sm">
                <Typed>{party.name}</Typed>
              </Anchor>
            ) : (
              party.name
            )}
          </LabelledValue>
          <LabelledValue label={t('orders.card.price')}>
            {order.price === null ? (
              <Text span size="sm" c="dimmed">
                {pending ? t('orders.card.notAgreed') : t('orders.card.noPrice')}
              </Text>
            ) : (
              <Text span size="sm" fw={600}>
                {money(order.price)}
              </Text>
            )}
          </LabelledValue>
          {order.when && (
            <LabelledValue label={t('requests.when.label')}>
              <WhenValue when={order.when} />
            </LabelledValue>
          )}
          {order.appointment && !order.appointment.cancelled_at && order.status !== 'cancelled' && (
            <LabelledValue label={t('orders.card.booked')}>
              <WhenValue when={{ kind: 'range', ...order.appointment }} />
            </LabelledValue>
          )}
          {order.completed_date && (
            <LabelledValue label={t('orders.card.completed')}>
              <time dateTime={order.completed_date}>{formatDay(order.completed_date)}</time>
            </LabelledValue>
          )}
        </SimpleGrid>
        {order.status === 'accepted' && order.appointment && !order.appointment.cancelled_at && (
          <div>
            <AddToCalendarButton requestId={order.request_id} />
          </div>
        )}
        <AgreedScope scope={order.scope} />
        {agreed && <NegotiationPath steps={order.negotiation} />}
        <BookingPanel order={order} describedBy={headingId} />
        {children}
        {actions && (
          <Group gap="sm" mt="auto" pt="xs">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
