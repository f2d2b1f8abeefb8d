import { Button, Group, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import type { WeekdayHours } from '#contracts/provider-week';
import { errorText } from '#lib/error-text';
import { currentIntlLocale } from '#lib/i18n';
import { useSaveWorkingHours, useWorkingHours } from '../api/week';
import { WeekSection } from './week-section';
import { minutesOfTime, timeOfMinutes, WEEKDAYS_IN_ORDER, weekdayName } from './week-words';

type Row = { weekday: number; open: boolean; from: string; to: string };

/** What a provider starts from when it first sets hours: 09:00–18:00, Sunday closed. */
const FIRST_WEEK: Row[] = WEEKDAYS_IN_ORDER.map((weekday) => ({
  weekday,
  open: weekday !== 0,
  from: '09:00',
  to: '18:00',
}));

function rowsOf(hours: WeekdayHours[]): Row[] {
  return WEEKDAYS_IN_ORDER.map((weekday) => {
    const h = hours.find((x) => x.weekday === weekday);
    const open = h !== undefined && h.opens_minute !== null && h.closes_minute !== null;
    return {
      weekday,
      open,
      from: open ? timeOfMinutes(h.opens_minute ?? 0) : '09:00',
      to: open ? timeOfMinutes(h.closes_minute ?? 0) : '18:00',
    };
  });
}

/** A row as sent, or null when its times are not a from before a to. */
function hoursOf(row: Row): WeekdayHours | null {
  if (!row.open) return { weekday: row.weekday, opens_minute: null, closes_minute: null };
  const opens = minutesOfTime(row.from, false);
  const closes = minutesOfTime(row.to, true);
  if (opens === null || closes === null || opens >= closes) return null;
  return { weekday: row.weekday, opens_minute: opens, closes_minute: closes };
}

/** /SpProfile?tab=hours: the provider's hours on each weekday, open from–to or closed. */
export function WorkingHoursForm() {
  const { t } = useTranslation();
  const locale = currentIntlLocale();
  const query = useWorkingHours();
  const save = useSaveWorkingHours();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (query.data) setRows(query.data.hours.length > 0 ? rowsOf(query.data.hours) : null);
  }, [query.data]);

  if (query.isPending) return <Skeleton h={320} radius="md" />;
  if (query.isError)
    return <LoadError message={t('providers.week.loadError')} onRetry={() => query.refetch()} />;

  const change = (weekday: number, patch: Partial<Row>) =>
    setRows(
      (current) => current?.map((r) => (r.weekday === weekday ? { ...r, ...patch } : r)) ?? null,
    );
  const saved = () => notifications.show({ color: 'green', message: t('providers.week.saved') });
  const submit = () => {
    setChecked(true);
    const hours = rows?.map(hoursOf) ?? [];
    if (hours.some((h) => h === null)) return;
    save.mutate(hours as WeekdayHours[], { onSuccess: saved });
  };

  return (
    <WeekSection
      id="hours-title"
      title={t('providers.week.title')}
      intro={t('providers.week.intro', { zone: query.data.time_zone })}
    >
      {rows === null ? (
        <Group justify="space-between" wrap="wrap">
          <Text>{t('providers.week.notSet')}</Text>
          <Button onClick={() => setRows(FIRST_WEEK)}>{t('providers.week.setHours')}</Button>
        </Group>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            {rows.map((row) => {
              const day = weekdayName(row.weekday, locale);
              const wrong = checked && row.open && hoursOf(row) === null;
              return (
                <Group key={row.weekday} gap="sm" align="flex-end" wrap="wrap">
                  <Switch
                    w={{ base: '100%', xs: 180 }}
                    checked={row.open}
                    onChange={(e) => change(row.weekday, { open: e.currentTarget.checked })}
                    label={day}
                    aria-label={t('providers.week.dayOpen', { day })}
                    description={row.open ? t('providers.week.open') : t('providers.week.closed')}
                  />
                  {row.open && (
                    <>
                      <TextInput
                        type="time"
                        w={130}
                        label={t('providers.week.from')}
                        aria-label={t('providers.week.fromOn', { day })}
                        value={row.from}
                        onChange={(e) => change(row.weekday, { from: e.currentTarget.value })}
                        error={wrong}
                      />
                      <TextInput
                        type="time"
                        w={130}
                        label={t('providers.week.to')}
                        aria-label={t('providers.week.toOn', { day })}
                        value={row.to}
                        onChange={(e) => change(row.weekday, { to: e.currentTarget.value })}
                        error={wrong ? t('providers.week.orderError', { day }) : undefined}
                      />
                    </>
                  )}
                </Group>
              );
            })}
            <FormAlert message={save.isError ? errorText(save.error) : null} />
            <Group gap="sm">
              <Button type="submit" loading={save.isPending}>
                {t('providers.week.save')}
              </Button>
              <Button
                variant="default"
                disabled={save.isPending}
                onClick={() => save.mutate([], { onSuccess: saved })}
              >
                {t('providers.week.clearHours')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </WeekSection>
  );
}
