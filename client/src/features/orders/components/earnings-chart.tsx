import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProviderSummary } from '#contracts/orders';
import { currentIntlLocale, text } from '#lib/i18n';
import { useMoney } from '#lib/use-currency';
import classes from './earnings-chart.module.css';

type Month = ProviderSummary['monthly'][number];

const SLOT = 100; // viewBox units per month
const BAR = 64;
const HEIGHT = 200;

const utcMonth = (month: string) => new Date(`${month}-01T00:00:00Z`);
/** Month names in the reader's language (UTC: the months are calendar months on the server). */
const monthName = (month: string) =>
  new Intl.DateTimeFormat(currentIntlLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcMonth(month));
const shortMonthName = (month: string) =>
  new Intl.DateTimeFormat(currentIntlLocale(), { month: 'short', timeZone: 'UTC' }).format(
    utcMonth(month),
  );

/** A round axis maximum at or above `max`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** The chart in one sentence, for screen readers. */
function summarise(months: Month[], money: (n: number) => string): string {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return text('orders.chart.noData');
  const span = { from: monthName(first.month), to: monthName(last.month) };
  const total = months.reduce((sum, m) => sum + m.total, 0);
  if (total === 0) return text('orders.chart.noEarnings', span);
  const best = months.reduce((a, b) => (b.total > a.total ? b : a));
  return text('orders.chart.summary', {
    ...span,
    total: money(total),
    best: money(best.total),
    month: monthName(best.month),
  });
}

/** The last 12 months' earnings as bars, with the same numbers in a table for screen readers. */
export function EarningsChart({ monthly }: { monthly: Month[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const top = niceMax(Math.max(0, ...monthly.map((m) => m.total)));
  const total = monthly.reduce((sum, m) => sum + m.total, 0);
  const width = SLOT * Math.max(monthly.length, 1);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        {t('orders.chart.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('orders.chart.subtitle', { total: money(total) })}
      </Text>
      <div className={classes.plot}>
        <div className={classes.ticks} aria-hidden>
          <span>{money(top)}</span>
          <span>{money(top / 2)}</span>
          <span>{money(0)}</span>
        </div>
        <svg
          className={classes.svg}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summarise(monthly, money)}
        >
          {[0, 0.5].map((f) => (
            <line
              key={f}
              className={classes.grid}
              x1={0}
              x2={width}
              y1={f * HEIGHT}
              y2={f * HEIGHT}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {monthly.map((m, i) => (
            <rect
              key={m.month}
              className={classes.bar}
              x={i * SLOT + (SLOT - BAR) / 2}
              y={y(m.total)}
              width={BAR}
              height={HEIGHT - y(m.total)}
            >
              <title>{`${monthName(m.month)}: ${money(m.total)}`}</title>
            </rect>
          ))}
          <line
            className={classes.axis}
            x1={0}
            x2={width}
            y1={HEIGHT}
            y2={HEIGHT}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className={classes.months} aria-hidden>
          {monthly.map((m) => {
            const name = shortMonthName(m.month);
            return (
              <span key={m.month}>
                <span className={classes.short}>{name}</span>
                <span className={classes.narrow}>{name.charAt(0)}</span>
              </span>
            );
          })}
        </div>
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{t('orders.chart.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('orders.chart.month')}</Table.Th>
              <Table.Th scope="col">{t('orders.chart.earnings')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {monthly.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Th scope="row">{monthName(m.month)}</Table.Th>
                <Table.Td>{money(m.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
