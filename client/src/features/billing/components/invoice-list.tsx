import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Invoice, PLATFORM_FEE_PERCENT } from '#contracts/billing';
import { formatDay } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import { billingPeriod } from '../billing-period';
import { InvoiceActions, type InvoiceHandlers } from './invoice-actions';
import { InvoiceStatus } from './invoice-status';

type Props = InvoiceHandlers & { invoices: Invoice[] };

/** The invoices as a table on wider screens and as one card per invoice on phones. */
export function InvoiceList({ invoices, ...handlers }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const feeLabel = t('billing.list.amountDue', { percent: PLATFORM_FEE_PERCENT });
  return (
    <>
      <Paper withBorder radius="md" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th scope="col">{t('billing.list.month')}</Table.Th>
              <Table.Th scope="col">{t('billing.list.totalEarnings')}</Table.Th>
              <Table.Th scope="col">{feeLabel}</Table.Th>
              <Table.Th scope="col">{t('billing.list.dueDate')}</Table.Th>
              <Table.Th scope="col">{t('billing.list.status')}</Table.Th>
              <Table.Th scope="col">{t('billing.list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => {
              const period = billingPeriod(invoice.billing_month, invoice.billing_year);
              return (
                <Table.Tr key={invoice.payment_id}>
                  <Table.Th scope="row" fw={600}>
                    {period}
                  </Table.Th>
                  <Table.Td>{money(invoice.total_earnings)}</Table.Td>
                  <Table.Td fw={600}>{money(invoice.amount_due)}</Table.Td>
                  <Table.Td>{formatDay(invoice.due_date)}</Table.Td>
                  <Table.Td>
                    <InvoiceStatus invoice={invoice} />
                  </Table.Td>
                  <Table.Td>
                    <InvoiceActions invoice={invoice} period={period} {...handlers} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>

      <Stack gap="sm" hiddenFrom="sm">
        {invoices.map((invoice) => {
          const period = billingPeriod(invoice.billing_month, invoice.billing_year);
          return (
            <Paper key={invoice.payment_id} withBorder radius="md" p="md" component="article">
              <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
                <Title order={3} size="h4">
                  {period}
                </Title>
                <InvoiceStatus invoice={invoice} />
              </Group>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" component="dl" m={0} mb="md">
                <Field
                  label={t('billing.list.totalEarnings')}
                  value={money(invoice.total_earnings)}
                />
                <Field label={feeLabel} value={money(invoice.amount_due)} strong />
                <Field label={t('billing.list.dueDate')} value={formatDay(invoice.due_date)} />
              </SimpleGrid>
              <InvoiceActions invoice={invoice} period={period} {...handlers} />
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}

function Field({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </div>
  );
}
