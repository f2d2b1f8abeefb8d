import { Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import type { InvoiceDetails } from '#contracts/billing';
import { formatDay } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';

type Order = InvoiceDetails['orders'][number];

/** The orders an invoice bills (its 'order' lines): a table, or a list of small cards on phones. */
export function InvoiceOrders({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (orders.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('billing.orders.none')}
      </Text>
    );
  }
  return (
    <>
      <Paper withBorder radius="md" visibleFrom="sm">
        <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th scope="col">{t('billing.orders.service')}</Table.Th>
              <Table.Th scope="col">{t('billing.orders.client')}</Table.Th>
              <Table.Th scope="col">{t('billing.orders.address')}</Table.Th>
              <Table.Th scope="col">{t('billing.orders.completed')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('billing.orders.price')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.line_id}>
                <Table.Td fw={500}>{order.service_name}</Table.Td>
                <Table.Td>
                  <Typed>{order.client_name}</Typed>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{order.address}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {order.completed_date ? formatDay(order.completed_date) : '—'}
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {money(order.price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {orders.map((order) => (
          <Paper key={order.line_id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {order.service_name}
              </Text>
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {money(order.price)}
              </Text>
            </Group>
            <Text size="sm">
              <Typed>{order.client_name}</Typed>
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <Typed>{order.address}</Typed>
            </Text>
            <Text size="xs" c="dimmed">
              {t('billing.orders.completedOn', {
                date: order.completed_date ? formatDay(order.completed_date) : '—',
              })}
            </Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

export function InvoiceOrdersSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('billing.orders.loading')}>
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} height={36} radius="sm" />
      ))}
    </Stack>
  );
}
