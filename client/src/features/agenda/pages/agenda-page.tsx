import {
  Box,
  Button,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ClockIcon } from '#components/ui/icons';
import { ListEmptyState } from '#components/ui/list-empty-state';
import { LoadError } from '#components/ui/load-error';
import type { AgendaItem } from '#contracts/agenda';
import { addDays, localDayOf } from '#contracts/time-zones';
import { useOrderLiveUpdates } from '#features/orders/shared/use-order-live-updates';
import { currentIntlLocale } from '#lib/i18n';
import { useSession } from '#lib/session';
import { useNow } from '#lib/use-now';
import { type AgendaView, agendaRange, daysFrom, todayIn } from '../agenda-days';
import { agendaKeys, useAgenda } from '../api/agenda';
import { AgendaItemCard } from '../components/agenda-item-card';

const dayHeading = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** /agenda: the signed-in provider's or client's booked jobs, a day or a week at a time. */
export function AgendaPage() {
  const { t } = useTranslation();
  const locale = currentIntlLocale();
  const role = useSession()?.userType ?? 'clients';
  const today = todayIn(useNow());
  const [params, setParams] = useSearchParams();
  const { view, day, from, days } = agendaRange(params, today);
  const query = useAgenda(from, days);
  useOrderLiveUpdates(agendaKeys.all);
  const go = (next: { view?: AgendaView; day?: string }) => {
    const wanted = { view: next.view ?? view, day: next.day ?? day };
    setParams(
      {
        ...(wanted.view === 'week' ? { view: 'week' } : {}),
        ...(wanted.day !== today ? { day: wanted.day } : {}),
      },
      { replace: true },
    );
  };
  const step = view === 'week' ? 7 : 1;
  const zone = query.data?.time_zone;
  const byDay = (items: AgendaItem[], d: string) =>
    items.filter((i) => localDayOf(new Date(i.starts_at), zone ?? i.time_zone) === d);

  return (
    <Box bg="gray.0" mih="calc(100dvh - 64px)">
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('orders.agenda.title')}
        </Title>
        {zone && (
          <Text c="dimmed" mt={4}>
            {t('orders.agenda.intro', { zone })}
          </Text>
        )}
        <Group justify="space-between" gap="sm" my="lg" wrap="wrap">
          <SegmentedControl
            aria-label={t('orders.agenda.view')}
            value={view}
            onChange={(v) => go({ view: v === 'week' ? 'week' : 'day' })}
            data={[
              { value: 'day', label: t('orders.agenda.day') },
              { value: 'week', label: t('orders.agenda.week') },
            ]}
          />
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              onClick={() => go({ day: addDays(day, -step) })}
              aria-label={
                view === 'week' ? t('orders.agenda.previousWeek') : t('orders.agenda.previousDay')
              }
            >
              ‹
            </Button>
            <Button variant="default" onClick={() => go({ day: today })} disabled={day === today}>
              {t('orders.agenda.today')}
            </Button>
            <Button
              variant="default"
              onClick={() => go({ day: addDays(day, step) })}
              aria-label={
                view === 'week' ? t('orders.agenda.nextWeek') : t('orders.agenda.nextDay')
              }
            >
              ›
            </Button>
          </Group>
        </Group>
        {/* The previous range's jobs are kept while the next loads: never drawn under its days. */}
        {query.isPending || query.isPlaceholderData ? (
          <Stack gap="sm">
            <Skeleton h={96} radius="md" />
            <Skeleton h={96} radius="md" />
          </Stack>
        ) : query.isError ? (
          <LoadError message={t('orders.agenda.loadError')} onRetry={() => query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <>
            <Title order={2} size="h4" mb="sm">
              {view === 'week'
                ? `${dayHeading(from, locale)} – ${dayHeading(addDays(from, days - 1), locale)}`
                : dayHeading(from, locale)}
            </Title>
            <ListEmptyState
              icon={<ClockIcon />}
              title={t('orders.agenda.emptyTitle')}
              description={
                view === 'week' ? t('orders.agenda.emptyWeek') : t('orders.agenda.emptyDay')
              }
            />
          </>
        ) : (
          <Stack gap="lg" aria-busy={query.isFetching}>
            {daysFrom(from, days).map((d) => {
              const items = byDay(query.data.items, d);
              return (
                <Stack component="section" key={d} gap="sm" aria-labelledby={`day-${d}`}>
                  <Title order={2} size="h4" id={`day-${d}`}>
                    <time dateTime={d}>{dayHeading(d, locale)}</time>
                  </Title>
                  {items.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('orders.agenda.noJobs')}
                    </Text>
                  ) : (
                    items.map((item) => (
                      <AgendaItemCard key={item.request_id} item={item} role={role} />
                    ))
                  )}
                </Stack>
              );
            })}
            {query.data.more && (
              <Text size="sm" c="dimmed">
                {t('orders.agenda.more', { count: query.data.items.length })}
              </Text>
            )}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
