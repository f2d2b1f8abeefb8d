import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import { DAYS_OFF_MAX_AHEAD } from '#contracts/provider-week';
import { addDays } from '#contracts/time-zones';
import { errorText } from '#lib/error-text';
import { currentIntlLocale } from '#lib/i18n';
import { useDaysOff, useSaveDaysOff } from '../api/week';
import { WeekSection } from './week-section';
import { dayName } from './week-words';

/** /SpProfile?tab=hours: the provider's days off, from its city's today to 60 days ahead. */
export function DaysOffSection() {
  const { t } = useTranslation();
  const locale = currentIntlLocale();
  const query = useDaysOff();
  const save = useSaveDaysOff();
  const [day, setDay] = useState('');

  if (query.isPending) return <Skeleton h={160} radius="md" />;
  if (query.isError)
    return <LoadError message={t('providers.week.loadError')} onRetry={() => query.refetch()} />;

  const { days, today } = query.data;
  const replace = (next: string[], onDone?: () => void) =>
    save.mutate(next, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('providers.week.daysOff.saved') });
        onDone?.();
      },
    });

  return (
    <WeekSection
      id="days-off-title"
      title={t('providers.week.daysOff.title')}
      intro={t('providers.week.daysOff.intro', { days: DAYS_OFF_MAX_AHEAD })}
    >
      {days.length === 0 ? (
        <Text>{t('providers.week.daysOff.none')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {days.map((d) => (
            <Group component="li" key={d} justify="space-between" wrap="nowrap" gap="sm">
              <Text>
                <time dateTime={d}>{dayName(d, locale)}</time>
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={save.isPending}
                aria-label={t('providers.week.daysOff.remove', { day: dayName(d, locale) })}
                onClick={() => replace(days.filter((x) => x !== d))}
              >
                ×
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (day) replace([...days, day], () => setDay(''));
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            w={{ base: '100%', xs: 200 }}
            label={t('providers.week.daysOff.day')}
            min={today}
            max={addDays(today, DAYS_OFF_MAX_AHEAD)}
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
          />
          <Button type="submit" loading={save.isPending} disabled={!day}>
            {t('providers.week.daysOff.add')}
          </Button>
        </Group>
      </form>
      <FormAlert message={save.isError ? errorText(save.error) : null} />
    </WeekSection>
  );
}
