import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NumbersAnswer } from '#contracts/numbers';
import { directionOf, isLanguage } from '#locales/languages';
import type { NumberFormats } from './formats';

type Column = { key: string; label: string; format: (n: number) => string; color: string };
type Row = { key: string; label: string; values: Record<string, number> };

/**
 * One chart and the same figures as a table for screen readers (the drawing is hidden from
 * them). In Urdu the time axis runs right to left and the value axis stands on the right.
 */
function ChartCard({
  id,
  title,
  rowHeader,
  rows,
  columns,
}: {
  id: string;
  title: string;
  rowHeader: string;
  rows: Row[];
  columns: Column[];
}) {
  const { i18n } = useTranslation();
  const rtl = directionOf(isLanguage(i18n.language) ? i18n.language : 'en') === 'rtl';
  const series: BarChartSeries[] = columns.map((c) => ({
    name: c.key,
    label: c.label,
    color: c.color,
  }));
  const data = rows.map((r) => ({ label: r.label, ...r.values }));
  const first = columns[0];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Title order={3} size="h5" id={`${id}-title`} mb="sm">
        {title}
      </Title>
      <div aria-hidden="true">
        <BarChart
          h={220}
          data={data}
          dataKey="label"
          series={series}
          withLegend={columns.length > 1}
          tickLine="none"
          // The drawing is hidden from assistive technology (the table reads it): not focusable.
          accessibilityLayer={false}
          gridAxis="x"
          valueFormatter={first?.format}
          xAxisProps={{ reversed: rtl }}
          yAxisProps={{ orientation: rtl ? 'right' : 'left', width: 64 }}
        />
      </div>
      <VisuallyHidden>
        <Table data-chart={id}>
          <caption>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{rowHeader}</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key} scope="col">
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key} data-row={r.key}>
                <Table.Th scope="row">{r.label}</Table.Th>
                {columns.map((c) => (
                  <Table.Td key={c.key} data-column={c.key}>
                    {c.format(r.values[c.key] ?? 0)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}

/** The period's charts: requests, accepted orders' value, fees per day, time to first offer. */
export function NumbersCharts({
  numbers,
  f,
  money,
}: {
  numbers: NumbersAnswer;
  f: NumberFormats;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const days = (pick: (d: NumbersAnswer['daily'][number]) => Record<string, number>): Row[] =>
    numbers.daily.map((d) => ({ key: d.day, label: f.day(d.day), values: pick(d) }));
  const day = t('numbers.charts.day');
  return (
    <>
      <ChartCard
        id="numbers-requests"
        title={t('numbers.charts.requests')}
        rowHeader={day}
        rows={days((d) => ({ requests: d.requests, filled: d.filled_48h }))}
        columns={[
          {
            key: 'requests',
            label: t('numbers.figures.requests'),
            format: f.count,
            color: 'blue.6',
          },
          { key: 'filled', label: t('numbers.charts.filled'), format: f.count, color: 'teal.6' },
        ]}
      />
      <ChartCard
        id="numbers-value"
        title={t('numbers.charts.value')}
        rowHeader={day}
        rows={days((d) => ({ value: d.accepted_value }))}
        columns={[
          {
            key: 'value',
            label: t('numbers.figures.acceptedValue'),
            format: money,
            color: 'grape.6',
          },
        ]}
      />
      <ChartCard
        id="numbers-fees"
        title={t('numbers.charts.fees')}
        rowHeader={day}
        rows={days((d) => ({ billed: d.fees_billed, collected: d.fees_collected }))}
        columns={[
          {
            key: 'billed',
            label: t('numbers.figures.feesBilled'),
            format: money,
            color: 'orange.6',
          },
          {
            key: 'collected',
            label: t('numbers.figures.feesCollected'),
            format: money,
            color: 'green.7',
          },
        ]}
      />
      <ChartCard
        id="numbers-first-offer"
        title={t('numbers.charts.firstOffer')}
        rowHeader={t('numbers.charts.timeToOffer')}
        rows={numbers.first_offer.map((b) => ({
          key: String(b.from_minutes),
          label: f.range(b.from_minutes, b.to_minutes),
          values: { requests: b.requests },
        }))}
        columns={[
          {
            key: 'requests',
            label: t('numbers.figures.requests'),
            format: f.count,
            color: 'indigo.6',
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {t('numbers.figures.medianHint', { count: numbers.totals.offered_48h })}
      </Text>
    </>
  );
}
