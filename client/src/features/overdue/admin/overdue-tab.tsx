import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportHeader } from '#components/ui/export-header';
import { CheckIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
import { Typed } from '#components/ui/typed';
import { fromMinorUnits } from '#contracts/money';
import type { OverdueInvoice } from '#contracts/overdue';
import { MarkPaidModal } from '#features/billing/shared/mark-paid-modal';
import { formatDay } from '#lib/format-date';
import { currentIntlLocale } from '#lib/i18n';
import { paths } from '#lib/paths';
import { useMoney } from '#lib/use-currency';
import { downloadOverdue, useOverdueInvoices, useRefreshOverdue } from '../api/admin-overdue';

/** An invoice's month as people say it, in the reader's language ('October 2026'). */
const monthOf = (i: OverdueInvoice) =>
  new Intl.DateTimeFormat(currentIntlLocale(), { month: 'long', year: 'numeric' }).format(
    new Date(i.billing_year, i.billing_month - 1, 1),
  );

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The overdue desk (decision 0069): every unpaid invoice past its due day, most overdue first,
 * with totals, a page at a time, a CSV export, and marking one paid (the billing desk's action).
 */
export function OverdueTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useOverdueInvoices();
  const refresh = useRefreshOverdue();
  const [marking, setMarking] = useState<OverdueInvoice | null>(null);
  const first = list.data?.pages[0];
  const amount = (minor: number) => money(fromMinorUnits(minor));

  return (
    <Stack gap="md">
      <ExportHeader
        title={t('overdue.title')}
        exportLabel={t('overdue.export')}
        failedText={t('overdue.exportFailed')}
        download={downloadOverdue}
      />
      <Text size="sm" c="dimmed">
        {t('overdue.intro', { days: first?.holdDays ?? 14 })}
      </Text>
      {first && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={t('overdue.totals')}>
          <Stat label={t('overdue.count')} value={String(first.totals.overdue_count)} />
          <Stat label={t('overdue.sumOverdue')} value={amount(first.totals.overdue_minor)} />
          <Stat label={t('overdue.sumUnpaid')} value={amount(first.totals.unpaid_minor)} />
          <Stat label={t('overdue.onHold')} value={String(first.totals.providers_on_hold)} />
        </SimpleGrid>
      )}
      <PagedQueryStates
        query={list}
        loading={
          <Skeleton height={240} role="status" aria-busy="true" aria-label={t('overdue.loading')} />
        }
        errorMessage={t('overdue.loadFailed')}
        empty={{
          icon: <CheckIcon size={28} />,
          title: t('overdue.emptyTitle'),
          description: t('overdue.emptyText'),
        }}
        what={t('overdue.loadMoreWhat')}
      >
        {(items: OverdueInvoice[]) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((i) => {
              const period = monthOf(i);
              return (
                <Paper
                  key={i.payment_id}
                  component="li"
                  withBorder
                  p="sm"
                  radius="md"
                  data-testid="overdue-invoice"
                >
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600}>
                        <Typed>{i.provider_name}</Typed>
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('overdue.invoiceFor', { number: i.payment_id, period })}
                      </Text>
                    </div>
                    <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {amount(i.amount_due_minor)}
                    </Text>
                  </Group>
                  <Group gap="xs" mt={6} wrap="wrap">
                    <Text size="sm">{t('overdue.due', { day: formatDay(i.due_date) })}</Text>
                    <Badge color={i.on_hold ? 'red' : 'orange'} variant="light">
                      {t('overdue.daysOverdue', { days: i.days_overdue })}
                    </Badge>
                    {i.on_hold && (
                      <Badge color="red" variant="filled">
                        {t('overdue.held')}
                      </Badge>
                    )}
                  </Group>
                  <Group justify="flex-end" gap="sm" mt="xs">
                    {i.status === 'uploaded' && (
                      <Anchor
                        component={Link}
                        to={`${paths.adminDashboard}?tab=payments`}
                        size="sm"
                      >
                        {t('overdue.proofWaiting')}
                      </Anchor>
                    )}
                    <Button
                      size="sm"
                      onClick={() => setMarking(i)}
                      aria-label={t('admin.payments.markPaidLabel', {
                        name: i.provider_name,
                        period,
                      })}
                    >
                      {t('admin.payments.markPaid')}
                    </Button>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </PagedQueryStates>
      <MarkPaidModal
        payment={
          marking && {
            ...marking,
            fullname: marking.provider_name,
            amount_due: fromMinorUnits(marking.amount_due_minor),
          }
        }
        text="overdue.markPaidText"
        onPaid={() => void refresh()}
        onClose={() => setMarking(null)}
      />
    </Stack>
  );
}
