import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import type { InvoiceLine } from '#contracts/billing';
import { formatDay } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';

/**
 * A signed amount: '+Rs 20.00' or '-Rs 20.00'. The left-to-right mark keeps the plus sign before
 * the amount in right-to-left text, as the locale's own minus sign is kept.
 */
const signed = (money: (n: number) => string, n: number) =>
  n > 0 ? `\u200e+${money(n)}` : money(n);

/** What became of the order: its new price, or its cancellation. */
function change(t: TFunction, line: InvoiceLine, money: (n: number) => string) {
  const before = money(line.price - line.amount);
  return line.price === 0
    ? t('billing.adjustments.cancelled', { before })
    : t('billing.adjustments.priceNow', { price: money(line.price), before });
}

/**
 * Changes to orders billed on an earlier invoice (a dispute settled at another price, or the
 * order cancelled): each with the difference it makes to the earnings and to the fee.
 */
export function InvoiceAdjustments({ adjustments }: { adjustments: InvoiceLine[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <Paper withBorder radius="md" visibleFrom="sm">
        <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th scope="col">{t('billing.adjustments.order')}</Table.Th>
              <Table.Th scope="col">{t('billing.adjustments.change')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('billing.adjustments.amount')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('billing.adjustments.fee')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {adjustments.map((line) => (
              <Table.Tr key={line.line_id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge color="orange" variant="light" size="sm">
                      {t('billing.adjustments.badge')}
                    </Badge>
                    <Text size="sm" fw={500}>
                      {line.service_name}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {line.completed_date
                      ? t('billing.adjustments.clientCompleted', {
                          client: line.client_name,
                          date: formatDay(line.completed_date),
                        })
                      : line.client_name}
                  </Text>
                </Table.Td>
                <Table.Td>{change(t, line, money)}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {signed(money, line.amount)}
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {signed(money, line.fee)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {adjustments.map((line) => (
          <Paper key={line.line_id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Group gap={6}>
                <Badge color="orange" variant="light" size="sm">
                  {t('billing.adjustments.badge')}
                </Badge>
                <Text fw={600} size="sm">
                  {line.service_name}
                </Text>
              </Group>
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {t('billing.adjustments.feeValue', { amount: signed(money, line.fee) })}
              </Text>
            </Group>
            <Text size="sm">
              <Typed>{line.client_name}</Typed>
            </Text>
            <Text size="sm">{change(t, line, money)}</Text>
            <Text size="xs" c="dimmed">
              {t('billing.adjustments.amountValue', { amount: signed(money, line.amount) })}
            </Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
