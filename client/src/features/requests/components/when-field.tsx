import { Group, Radio, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TIME_ZONE,
  isCalendarDay,
  SLOT_MAX_DAYS_AHEAD,
  SLOT_WINDOW_NAMES,
  SLOT_WINDOWS,
  WHEN_KINDS,
} from '#contracts/request-when';
import { addDays, localDayOf, zonedInstant } from '#contracts/time-zones';
import { slotHoursText } from '#contracts/when-text';
import { currentIntlLocale, text } from '#lib/i18n';
import { useNow } from '#lib/use-now';
import type { RequestFieldsInput, RequestFieldsValues } from './request-details-form';

const END_LABELS = { from: 'requests.when.from', to: 'requests.when.to' } as const;

type Props = {
  form: UseFormReturn<RequestFieldsInput, unknown, RequestFieldsValues>;
  disabled: boolean;
};

/**
 * "When" on the request form (decision 0074): as soon as possible, flexible, a day and a part
 * of it, or a day and two times. Every city is in Pakistan's zone today, so the day picker's
 * bounds are that zone's; the server checks the chosen city's own.
 */
export function WhenField({ form, disabled }: Props) {
  const { t } = useTranslation();
  const now = useNow();
  const [kind, day] = useWatch({ control: form.control, name: ['when_kind', 'when_date'] });
  const today = localDayOf(new Date(now), DEFAULT_TIME_ZONE);
  const errors = form.formState.errors;
  const onDay = kind === 'window' || kind === 'range';
  const hoursOf = (w: (typeof SLOT_WINDOW_NAMES)[number]) => {
    const on = isCalendarDay(day) ? day : today;
    return slotHoursText(
      zonedInstant(on, SLOT_WINDOWS[w].from, DEFAULT_TIME_ZONE),
      zonedInstant(on, SLOT_WINDOWS[w].to, DEFAULT_TIME_ZONE),
      { kind: 'window', time_zone: DEFAULT_TIME_ZONE },
      { t: text, locale: currentIntlLocale() },
    );
  };
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="when_kind"
        render={({ field }) => (
          <Radio.Group
            label={t('requests.when.label')}
            description={t('requests.when.hint')}
            value={field.value || null}
            onChange={field.onChange}
            name={field.name}
          >
            <Stack gap={6} mt="xs">
              {WHEN_KINDS.map((k) => (
                <Radio
                  key={k}
                  value={k}
                  label={t(`requests.when.kinds.${k}`)}
                  disabled={disabled}
                  ref={k === WHEN_KINDS[0] ? field.ref : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {onDay && (
        <TextInput
          type="date"
          label={t('requests.when.date')}
          required
          min={today}
          max={addDays(today, SLOT_MAX_DAYS_AHEAD)}
          disabled={disabled}
          error={errors.when_date?.message}
          w={{ base: '100%', xs: 220 }}
          {...form.register('when_date')}
        />
      )}
      {kind === 'window' && (
        <Controller
          control={form.control}
          name="when_window"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('requests.when.window')}
              withAsterisk
              value={field.value || null}
              onChange={field.onChange}
              name={field.name}
              error={fieldState.error?.message}
            >
              <Stack gap={6} mt="xs">
                {SLOT_WINDOW_NAMES.map((w) => (
                  <Radio
                    key={w}
                    value={w}
                    disabled={disabled}
                    ref={w === SLOT_WINDOW_NAMES[0] ? field.ref : undefined}
                    label={t('requests.when.windowChoice', {
                      window: t(`requests.when.windows.${w}`),
                      hours: hoursOf(w),
                    })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      )}
      {kind === 'range' && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          {(['from', 'to'] as const).map((end) => (
            <TextInput
              key={end}
              type="time"
              label={t(END_LABELS[end])}
              required
              step={900}
              disabled={disabled}
              error={errors[`when_${end}`]?.message}
              w={{ base: '100%', xs: 160 }}
              {...form.register(`when_${end}`)}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
