import { Button, Group, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '#contracts/alerts';
import { errorText } from '#lib/error-text';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings';

/** The hours in which pushes and texts wait (decision 0049): on or off, from and until. */
export function QuietHoursForm() {
  const { t } = useTranslation();
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();
  const saved = settings.data?.quiet_hours;
  const [on, setOn] = useState(true);
  const [hours, setHours] = useState<QuietHours>(DEFAULT_QUIET_HOURS);

  useEffect(() => {
    if (saved === undefined) return;
    setOn(saved !== null);
    if (saved) setHours(saved);
  }, [saved]);

  if (settings.isPending) return <Skeleton height={120} />;
  if (settings.isError) return null;

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ quiet_hours: on ? hours : null });
      }}
    >
      <Switch
        size="md"
        checked={on}
        onChange={(event) => setOn(event.currentTarget.checked)}
        label={t('notifications.alerts.quietOn')}
      />
      {on && (
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            type="time"
            label={t('notifications.alerts.quietFrom')}
            value={hours.from}
            onChange={(event) => setHours({ ...hours, from: event.currentTarget.value })}
            required
            w={140}
          />
          <TextInput
            type="time"
            label={t('notifications.alerts.quietTo')}
            value={hours.to}
            onChange={(event) => setHours({ ...hours, to: event.currentTarget.value })}
            required
            w={140}
          />
        </Group>
      )}
      {on && (
        <Text size="sm" c="dimmed">
          {t('notifications.alerts.quietZone', { zone: hours.time_zone })}
        </Text>
      )}
      <Group>
        <Button type="submit" loading={save.isPending}>
          {t('notifications.alerts.save')}
        </Button>
        <Text
          size="sm"
          role="status"
          aria-live="polite"
          c={save.isError ? 'red' : save.isSuccess ? 'teal.8' : 'dimmed'}
        >
          {save.isError
            ? errorText(save.error)
            : save.isSuccess
              ? t('notifications.settings.saved')
              : ''}
        </Text>
      </Group>
    </Stack>
  );
}
