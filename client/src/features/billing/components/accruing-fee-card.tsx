import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import { DUE_DAY, PLATFORM_FEE_PERCENT } from '#contracts/billing';
import { formatDay } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import { useAccruingFee } from '../api/invoices';
import { billingPeriod } from '../billing-period';

const pad = (n: number) => String(n).padStart(2, '0');

/** The day this month's invoice falls due: DUE_DAY of the next month, as 'YYYY-MM-DD'. */
function dueDayAfter(month: number, year: number): string {
  const next = month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year };
  return `${next.year}-${pad(next.month)}-${pad(DUE_DAY)}`;
}

/** The platform fee building up this month, shown above the invoices. */
export function AccruingFeeCard({ spId }: { spId: number }) {
  const { t } = useTranslation();
  const fee = useAccruingFee(spId);
  const money = useMoney();

  if (fee.isPending) {
    return (
      <Skeleton height={132} radius="md" aria-label={t('billing.accruing.loading')} role="status" />
    );
  }
  if (fee.isError) {
    return (
      <LoadError message={t('billing.accruing.loadFailed')} onRetry={() => void fee.refetch()} />
    );
  }

  const { billing_month: month, billing_year: year } = fee.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="accruing-fee-title">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={4} maw={420}>
          <Text size="sm" fw={600} c="dimmed">
            {t('billing.accruing.soFar')}
          </Text>
          <Title order={2} size="h3" id="accruing-fee-title">
            {billingPeriod(month, year)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('billing.accruing.explain', {
              percent: PLATFORM_FEE_PERCENT,
              due: formatDay(dueDayAfter(month, year)),
            })}
          </Text>
        </Stack>
        <SimpleGrid cols={2} spacing="xl" component="dl" m={0}>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('billing.accruing.earnings')}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={600}>
              {money(fee.data.total_earnings)}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('billing.accruing.fee', { percent: PLATFORM_FEE_PERCENT })}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700} c="brand.8">
              {money(fee.data.amount_due)}
            </Text>
          </div>
        </SimpleGrid>
      </Group>
    </Paper>
  );
}
