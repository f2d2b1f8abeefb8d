import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { InvoiceLine } from '#contracts/billing';
import { formatDay } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';

/** A signed amount: '+Rs 20.00' or '-Rs 20.00'. */
const signed = (money: (n: number) => string, n: number) => (n > 0 ? `+${money(n)}` : money(n));

/** What became of the order: its new price, or its cancellation. */
function change(line: InvoiceLine, money: (n: number) => string) {
  const before = money(line.price - line.amount);
  return line.price === 0
    ? `Order cancelled (billed at ${before})`
    : `Price now ${money(line.price)} (billed at ${before})`;
}

/**
 * Changes to orders billed on an earlier invoice (a dispute settled at another price, or the
 * order cancelled): each with the difference it makes to the earnings and to the fee.
 */
export function InvoiceAdjustments({ adjustments }: { adjustments: InvoiceLine[] }) {
  const money = useMoney();
  return (
    <>
      <Paper withBorder radius="md" visibleFrom="sm">
        <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th scope="col">Order</Table.Th>
              <Table.Th scope="col">Change</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Fee
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {adjustments.map((line) => (
              <Table.Tr key={line.line_id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge color="orange" variant="light" size="sm">
                      Adjustment
                    </Badge>
                    <Text size="sm" fw={500}>
                      {line.service_name}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {line.client_name}
                    {line.completed_date ? `, completed ${formatDay(line.completed_date)}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>{change(line, money)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {signed(money, line.amount)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
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
                  Adjustment
                </Badge>
                <Text fw={600} size="sm">
                  {line.service_name}
                </Text>
              </Group>
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                Fee {signed(money, line.fee)}
              </Text>
            </Group>
            <Text size="sm">{line.client_name}</Text>
            <Text size="sm">{change(line, money)}</Text>
            <Text size="xs" c="dimmed">
              Amount {signed(money, line.amount)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
