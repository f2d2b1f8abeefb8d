import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ProviderSummary } from '#contracts/orders';
import { useMoney } from '#lib/use-currency';
import classes from './earnings-chart.module.css';

type Month = ProviderSummary['monthly'][number];

const SLOT = 100; // viewBox units per month
const BAR = 64;
const HEIGHT = 200;

const utcMonth = (month: string) => new Date(`${month}-01T00:00:00Z`);
const longMonth = new Intl.DateTimeFormat('en', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortMonth = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
const monthName = (month: string) => longMonth.format(utcMonth(month));

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
  if (!first || !last) return 'Monthly earnings: no data.';
  const span = `from ${monthName(first.month)} to ${monthName(last.month)}`;
  const total = months.reduce((sum, m) => sum + m.total, 0);
  if (total === 0) return `Bar chart of monthly earnings ${span}: no earnings in these months.`;
  const best = months.reduce((a, b) => (b.total > a.total ? b : a));
  return `Bar chart of monthly earnings ${span}: ${money(total)} in all, the highest ${money(best.total)} in ${monthName(best.month)}.`;
}

/** The last 12 months' earnings as bars, with the same numbers in a table for screen readers. */
export function EarningsChart({ monthly }: { monthly: Month[] }) {
  const money = useMoney();
  const top = niceMax(Math.max(0, ...monthly.map((m) => m.total)));
  const total = monthly.reduce((sum, m) => sum + m.total, 0);
  const width = SLOT * Math.max(monthly.length, 1);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        Monthly earnings
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Completed orders by month, last 12 months · {money(total)} in all
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
            const name = shortMonth.format(utcMonth(m.month));
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
          <caption>Monthly earnings, last 12 months</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Month</Table.Th>
              <Table.Th scope="col">Earnings</Table.Th>
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
