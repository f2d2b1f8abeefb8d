import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '#components/ui/icons';
import { LabelledValue } from '#components/ui/labelled-value';
import { LoadError } from '#components/ui/load-error';
import { Typed } from '#components/ui/typed';
import { REPORT_REASONS } from '#contracts/moderation';
import { fromMinorUnits } from '#contracts/money';
import type { UserDetail } from '#contracts/users';
import { useAdminMe } from '#features/admins/api/admin-team';
import { FINANCE, MODERATION, mayUse, type TabRoles } from '#features/admins/shared/tab-roles';
import { formatDay, formatMonth } from '#lib/format-date';
import { paths } from '#lib/paths';
import { useMoney } from '#lib/use-currency';
import type { TextKey } from '#locales/catalog';
import { useUserDetail } from '../api/admin-users';
import { SuspendModal, type SuspendMode } from './suspend-modal';

type Summary = { count: number; items: unknown[] };

/** A status code's words, or the code itself when the catalog has none for it. */
function useStatusWords() {
  const { t, i18n } = useTranslation();
  return (
    group: 'requestStatus' | 'disputeStatus' | 'invoiceStatus' | 'reportStatus',
    code: string,
  ) => {
    const key = `users.person.${group}.${code}`;
    return i18n.exists(key) ? t(key as TextKey) : code;
  };
}

/** One of a person's summaries: its title, how many in all, the newest few, a link onwards. */
function SummaryCard({
  title,
  summary,
  link,
  children,
}: {
  title: string;
  summary: Summary;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Badge variant="light">{t('users.person.count', { count: summary.count })}</Badge>
      </Group>
      {summary.count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('users.person.none')}
        </Text>
      ) : (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
      {link && summary.count > 0 && (
        <Anchor component={Link} to={link.to} size="sm" mt={6} display="inline-block">
          {link.label}
        </Anchor>
      )}
    </Paper>
  );
}

/** A person's requests or orders: number, service, status, day. */
function RequestLines({ summary }: { summary: UserDetail['requests'] }) {
  const { t } = useTranslation();
  const words = useStatusWords();
  return summary.items.map((r) => (
    <Text key={r.request_id} component="li" size="sm">
      {t('users.person.request', { id: r.request_id })} · <Typed>{r.service}</Typed> ·{' '}
      {words('requestStatus', r.status)} · {formatDay(r.date)}
    </Text>
  ));
}

/**
 * One person (decision 0068): who they are, their standing, and summaries of their requests,
 * orders, disputes, invoices (a provider's) and the reports about them, each linking to the
 * admin page that already handles it; suspend or reinstate from here.
 */
export function PersonPanel({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const words = useStatusWords();
  const detail = useUserDetail(id);
  // The signed-in admin's role (decision 0072): a link only to a tab that role may open.
  const role = useAdminMe().data?.role;
  const reasonWords = (reason: string) =>
    REPORT_REASONS.some((r) => r === reason)
      ? t(`moderation.reasons.${reason as (typeof REPORT_REASONS)[number]}`)
      : reason;
  const [mode, setMode] = useState<SuspendMode | null>(null);

  const back = (
    <Button
      variant="subtle"
      leftSection={<ArrowLeftIcon size={16} />}
      onClick={onBack}
      w="fit-content"
    >
      {t('users.person.back')}
    </Button>
  );
  if (detail.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Skeleton
          height={320}
          role="status"
          aria-busy="true"
          aria-label={t('users.person.loading')}
        />
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="md">
        {back}
        <LoadError message={t('users.person.loadFailed')} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }
  const { user, suspension } = detail.data;
  const tabLink = (tab: string, roles: TabRoles, label: string) =>
    mayUse({ value: tab, roles }, role)
      ? { to: `${paths.adminDashboard}?tab=${tab}`, label }
      : undefined;

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="start" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h3">
            <Typed>{user.name}</Typed>
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={user.kind === 'clients' ? 'blue' : 'grape'}>
              {t(`users.desk.kindOne.${user.kind}`)}
            </Badge>
            <Badge variant={suspension ? 'filled' : 'light'} color={suspension ? 'red' : 'green'}>
              {t(suspension ? 'users.desk.statuses.suspended' : 'users.desk.statuses.active')}
            </Badge>
          </Group>
        </Stack>
        {suspension ? (
          <Button color="green" onClick={() => setMode('reinstate')}>
            {t('users.suspend.reinstate')}
          </Button>
        ) : (
          <Button color="red" onClick={() => setMode('suspend')}>
            {t('users.suspend.suspend')}
          </Button>
        )}
      </Group>
      {suspension && (
        <Alert color="red" radius="md" role="status">
          {t('users.suspend.suspendedSince', {
            date: formatDay(suspension.suspended_at),
            reason: t(`users.reasons.${suspension.reason}`),
          })}
          {suspension.note !== '' && (
            <Text size="sm" mt={4}>
              <Typed>{suspension.note}</Typed>
            </Text>
          )}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <LabelledValue label={t('users.person.email')}>
          <Typed>{user.email}</Typed>
        </LabelledValue>
        <LabelledValue label={t('users.person.phone')}>
          {user.phone ? <Typed>{user.phone}</Typed> : t('users.desk.noPhone')}
        </LabelledValue>
        <LabelledValue label={t('users.person.joined')}>{formatDay(user.created_at)}</LabelledValue>
        {user.city && <LabelledValue label={t('users.person.city')}>{user.city}</LabelledValue>}
        <LabelledValue label={t('users.person.language')}>
          {user.language === 'ur' ? t('users.person.languages.ur') : t('users.person.languages.en')}
        </LabelledValue>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <SummaryCard title={t('users.person.requests')} summary={detail.data.requests}>
          <RequestLines summary={detail.data.requests} />
        </SummaryCard>
        <SummaryCard title={t('users.person.orders')} summary={detail.data.orders}>
          <RequestLines summary={detail.data.orders} />
        </SummaryCard>
        <SummaryCard
          title={t('users.person.disputes')}
          summary={detail.data.disputes}
          link={tabLink('disputes', MODERATION, t('users.person.openDisputes'))}
        >
          {detail.data.disputes.items.map((d) => (
            <Text key={d.dispute_id} component="li" size="sm">
              {t('users.person.dispute', { id: d.dispute_id, requestId: d.request_id })} ·{' '}
              {words('disputeStatus', d.status)} · {formatDay(d.date)}
            </Text>
          ))}
        </SummaryCard>
        {detail.data.invoices && (
          <SummaryCard
            title={t('users.person.invoices')}
            summary={detail.data.invoices}
            link={tabLink('payments', FINANCE, t('users.person.openPayments'))}
          >
            {detail.data.invoices.items.map((i) => (
              <Text key={i.payment_id} component="li" size="sm">
                {formatMonth(`${i.year}-${String(i.month).padStart(2, '0')}-01`)} ·{' '}
                {money(fromMinorUnits(i.total_minor))} · {words('invoiceStatus', i.status)}
              </Text>
            ))}
          </SummaryCard>
        )}
        <SummaryCard
          title={t('users.person.reports')}
          summary={detail.data.reports}
          link={tabLink('moderation', MODERATION, t('users.person.openModeration'))}
        >
          {detail.data.reports.items.map((r) => (
            <Text key={r.report_id} component="li" size="sm">
              {reasonWords(r.reason)} · {words('reportStatus', r.status)} · {formatDay(r.date)}
            </Text>
          ))}
        </SummaryCard>
      </SimpleGrid>
      <SuspendModal user={user} mode={mode} onClose={() => setMode(null)} />
    </Stack>
  );
}
