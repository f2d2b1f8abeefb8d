import { Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import { type AlertChannel, type AlertGroup, alertGroupsFor } from '#contracts/alerts';
import { errorText } from '#lib/error-text';
import type { TextKey } from '#locales/catalog';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/email-notifications';
import { CHANNEL_NAMES } from '../channel-names';

const GROUP_WORDS: Record<AlertGroup, { label: TextKey; hint: TextKey }> = {
  new_jobs: {
    label: 'notifications.settings.groups.newJobs',
    hint: 'notifications.settings.hints.newJobs',
  },
  messages: {
    label: 'notifications.settings.groups.messages',
    hint: 'notifications.settings.hints.messages',
  },
  offers: {
    label: 'notifications.settings.groups.offers',
    hint: 'notifications.settings.hints.offers',
  },
  offer_answers: {
    label: 'notifications.settings.groups.offerAnswers',
    hint: 'notifications.settings.hints.offerAnswers',
  },
  orders: {
    label: 'notifications.settings.groups.orders',
    hint: 'notifications.settings.hints.orders',
  },
  billing: {
    label: 'notifications.settings.groups.billing',
    hint: 'notifications.settings.hints.billing',
  },
  account: {
    label: 'notifications.settings.groups.account',
    hint: 'notifications.settings.hints.account',
  },
};

type Column = 'bell' | 'email' | AlertChannel;
const COLUMNS: readonly Column[] = ['bell', 'email', 'push', 'sms', 'whatsapp'];

/**
 * Each kind of news on each channel (decision 0049): the bell always, email, push, SMS and
 * WhatsApp as chosen; the text channels only once a number is verified. Each box saves at once.
 */
export function AlertMatrix({ providers }: { providers: boolean }) {
  const { t } = useTranslation();
  const alerts = useAlertSettings();
  const emails = useNotificationSettings();
  const saveAlert = useSaveAlertSettings();
  const saveEmail = useSaveNotificationSettings();
  // New jobs and invoices reach providers only.
  const groups = alertGroupsFor(providers ? 'serviceproviders' : 'clients');

  if (alerts.isPending || emails.isPending) {
    return (
      <Stack
        gap="md"
        role="status"
        aria-busy="true"
        aria-label={t('notifications.settings.loading')}
      >
        {groups.map((group) => (
          <Skeleton key={group} height={64} />
        ))}
      </Stack>
    );
  }
  if (alerts.isError || emails.isError) {
    return (
      <LoadError
        message={t('notifications.settings.loadError')}
        onRetry={() => {
          void alerts.refetch();
          void emails.refetch();
        }}
      />
    );
  }
  const texts = alerts.data.texts_available;
  const save = saveAlert.isPending || saveEmail.isPending ? 'pending' : undefined;
  const failure = saveAlert.error ?? saveEmail.error;
  const isOn = (group: AlertGroup, column: Column) =>
    column === 'bell'
      ? true
      : column === 'email'
        ? emails.data[group]
        : alerts.data.switches[group][column];
  const change = (group: AlertGroup, column: Column, on: boolean) => {
    if (column === 'email') saveEmail.mutate({ [group]: on });
    else if (column !== 'bell') saveAlert.mutate({ switches: [{ group, channel: column, on }] });
  };

  return (
    <Stack gap="md">
      {!texts && (
        <Text size="sm" c="dimmed">
          {t('notifications.alerts.textsNeedPhone')}
        </Text>
      )}
      {groups.map((group) => {
        const { label, hint } = GROUP_WORDS[group];
        return (
          <Stack key={group} gap={6} component="fieldset" m={0} p={0} style={{ border: 0 }}>
            <Text component="legend" fw={600} p={0}>
              {t(label)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(hint, { minutes: emails.data.digest_minutes })}
            </Text>
            <Group gap="md" wrap="wrap">
              {COLUMNS.map((column) => {
                const name = t(CHANNEL_NAMES[column]);
                const locked =
                  column === 'bell' || (!texts && (column === 'sms' || column === 'whatsapp'));
                return (
                  <Checkbox
                    key={column}
                    size="md"
                    label={name}
                    aria-label={t('notifications.alerts.switchLabel', {
                      group: t(label),
                      channel: name,
                    })}
                    title={column === 'bell' ? t('notifications.alerts.bellAlwaysOn') : undefined}
                    checked={isOn(group, column) && !(locked && column !== 'bell')}
                    disabled={locked}
                    onChange={(event) => change(group, column, event.currentTarget.checked)}
                  />
                );
              })}
            </Group>
          </Stack>
        );
      })}
      <Text size="sm" c="dimmed">
        {t('notifications.alerts.caps', alerts.data.hourly_caps)}
      </Text>
      <Text
        size="sm"
        role="status"
        aria-live="polite"
        c={failure ? 'red' : saveAlert.isSuccess || saveEmail.isSuccess ? 'teal.8' : 'dimmed'}
        mih="1.5em"
      >
        {save
          ? t('notifications.settings.saving')
          : failure
            ? errorText(failure)
            : saveAlert.isSuccess || saveEmail.isSuccess
              ? t('notifications.settings.saved')
              : ''}
      </Text>
    </Stack>
  );
}
