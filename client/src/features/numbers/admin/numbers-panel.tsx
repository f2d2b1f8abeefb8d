import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '#components/ui/icons';
import { ListEmptyState } from '#components/ui/list-empty-state';
import { LoadError } from '#components/ui/load-error';
import { NUMBERS_PERIODS, type NumbersAnswer, type NumbersPeriod } from '#contracts/numbers';
import { formatDayTime } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import { downloadNumbers, useNumbers } from '../api/admin-numbers';
import { type NumberFormats, useNumberFormats } from './formats';
import { NumbersCharts } from './numbers-charts';
import { SupplyTable } from './supply-table';

const PERIOD_LABELS = {
  7: 'numbers.periods.7',
  30: 'numbers.periods.30',
  90: 'numbers.periods.90',
} as const satisfies Record<NumbersPeriod, string>;

function Figure({
  id,
  label,
  value,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-figure={id}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-value>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Figures({
  n,
  f,
  money,
}: {
  n: NumbersAnswer;
  f: NumberFormats;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const { totals, overdue } = n;
  const median = totals.median_first_offer;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Figure
        id="requests"
        label={t('numbers.figures.requests')}
        value={f.count(totals.requests)}
      />
      <Figure
        id="fill-rate"
        label={t('numbers.figures.fillRate')}
        value={totals.fill_rate === null ? t('numbers.none') : f.percent(totals.fill_rate)}
        hint={t('numbers.figures.fillRateHint', {
          filled: f.count(totals.filled_48h),
          requests: f.count(totals.requests),
        })}
      />
      <Figure
        id="median-first-offer"
        label={t('numbers.figures.medianFirstOffer')}
        value={median ? f.range(median.from_minutes, median.to_minutes) : t('numbers.none')}
      />
      <Figure
        id="accepted-value"
        label={t('numbers.figures.acceptedValue')}
        value={money(totals.accepted_value)}
        hint={t('numbers.figures.acceptedOrders', { count: totals.accepted_orders })}
      />
      <Figure
        id="fees-billed"
        label={t('numbers.figures.feesBilled')}
        value={money(totals.fees_billed)}
      />
      <Figure
        id="fees-collected"
        label={t('numbers.figures.feesCollected')}
        value={money(totals.fees_collected)}
      />
      <Figure
        id="overdue"
        label={t('numbers.figures.overdue')}
        value={money(overdue.amount)}
        hint={t('numbers.figures.overdueHint', { count: overdue.invoices })}
      />
    </SimpleGrid>
  );
}

/**
 * The admin's Numbers (decision 0070): the period's figures, charts with their tables, supply
 * and demand, all read from the rollups the job keeps ("as of" when it last ran), and a CSV.
 */
export function NumbersPanel() {
  const { t } = useTranslation();
  const [days, setDays] = useState<NumbersPeriod>(30);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const numbers = useNumbers(days);
  const f = useNumberFormats();
  const money = useMoney();

  const exportCsv = async () => {
    setExporting('busy');
    try {
      await downloadNumbers(days);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };
  const choose = (value: string) => {
    const period = NUMBERS_PERIODS.find((p) => String(p) === value);
    if (period) setDays(period);
  };
  const n = numbers.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('numbers.title')}
        </Title>
        <Button variant="default" loading={exporting === 'busy'} onClick={() => void exportCsv()}>
          {t('numbers.export')}
        </Button>
      </Group>
      {exporting === 'failed' && (
        <Text c="red" role="alert">
          {t('numbers.exportFailed')}
        </Text>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="numbers-period">
          {t('numbers.period')}
        </Text>
        <SegmentedControl
          aria-labelledby="numbers-period"
          value={String(days)}
          onChange={choose}
          data={NUMBERS_PERIODS.map((p) => ({
            value: String(p),
            label: t(PERIOD_LABELS[p]),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {numbers.isPending ? (
        <Stack gap="sm" aria-label={t('numbers.loading')}>
          <Skeleton h={90} />
          <Skeleton h={240} />
        </Stack>
      ) : numbers.isError || !n ? (
        <LoadError message={t('numbers.loadError')} onRetry={() => void numbers.refetch()} />
      ) : n.as_of === null ? (
        <ListEmptyState
          icon={<ClockIcon />}
          title={t('numbers.emptyTitle')}
          description={t('numbers.emptyBody')}
        />
      ) : (
        <Stack gap="md" aria-busy={numbers.isPlaceholderData}>
          <Text size="sm" c="dimmed" data-as-of={n.as_of}>
            {t('numbers.asOf', { time: formatDayTime(Date.parse(n.as_of)) })} ·{' '}
            {t('numbers.asOfHint')}
          </Text>
          <Figures n={n} f={f} money={money} />
          <NumbersCharts numbers={n} f={f} money={money} />
          <SupplyTable rows={n.supply} f={f} />
        </Stack>
      )}
    </Stack>
  );
}
