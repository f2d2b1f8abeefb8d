import { Container, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '#components/ui/language-choice';
import { LoadError } from '#components/ui/load-error';
import type { EmailGroup, NotificationSettings } from '#contracts/email-notifications';
import { errorText } from '#lib/error-text';
import type { TextKey } from '#locales/catalog';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/email-notifications';

/** The switches in the order they are shown, each with its words. */
const GROUPS = [
  {
    group: 'messages',
    label: 'notifications.settings.groups.messages',
    hint: 'notifications.settings.hints.messages',
  },
  {
    group: 'offers',
    label: 'notifications.settings.groups.offers',
    hint: 'notifications.settings.hints.offers',
  },
  {
    group: 'offer_answers',
    label: 'notifications.settings.groups.offerAnswers',
    hint: 'notifications.settings.hints.offerAnswers',
  },
  {
    group: 'orders',
    label: 'notifications.settings.groups.orders',
    hint: 'notifications.settings.hints.orders',
  },
  {
    group: 'billing',
    label: 'notifications.settings.groups.billing',
    hint: 'notifications.settings.hints.billing',
  },
] as const satisfies readonly { group: EmailGroup; label: TextKey; hint: TextKey }[];

/**
 * A signed-in client's or provider's settings (decision 0039): the language the app, emails
 * and invoices are written in, and which news also comes by email. Each switch saves at once.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const languageHeading = useId();
  const emailHeading = useId();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('notifications.settings.title')}</Title>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={languageHeading}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3" id={languageHeading}>
              {t('notifications.settings.languageHeading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('notifications.settings.languageHint')}
            </Text>
            <LanguageChoice />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={emailHeading}>
          <Stack gap="sm">
            <Title order={2} size="h3" id={emailHeading}>
              {t('notifications.settings.emailHeading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('notifications.settings.emailHint')}
            </Text>
            <EmailSwitches />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

function EmailSwitches() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  if (settings.isPending) {
    return (
      <Stack
        gap="md"
        role="status"
        aria-busy="true"
        aria-label={t('notifications.settings.loading')}
      >
        {GROUPS.map(({ group }) => (
          <Skeleton key={group} height={44} />
        ))}
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <LoadError
        message={t('notifications.settings.loadError')}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const values: NotificationSettings = settings.data;
  return (
    <Stack gap="md">
      {GROUPS.map(({ group, label, hint }) => (
        <Switch
          key={group}
          size="md"
          checked={values[group]}
          onChange={(event) => save.mutate({ [group]: event.currentTarget.checked })}
          label={t(label)}
          description={t(hint, { minutes: values.digest_minutes })}
          styles={{ body: { alignItems: 'flex-start' }, labelWrapper: { flex: 1 } }}
        />
      ))}
      <Text
        size="sm"
        role="status"
        aria-live="polite"
        c={save.isError ? 'red' : save.isSuccess ? 'teal.8' : 'dimmed'}
        mih="1.5em"
      >
        {save.isPending
          ? t('notifications.settings.saving')
          : save.isError
            ? errorText(save.error)
            : save.isSuccess
              ? t('notifications.settings.saved')
              : ''}
      </Text>
    </Stack>
  );
}
