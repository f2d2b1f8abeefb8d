import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '#components/ui/language-choice';
import { CalendarFeedSection } from '#features/calendars/shared/calendar-feed-section';
import { BlockedPeople } from '#features/moderation/shared/blocked-people';
import { PhoneSection } from '#features/phones/shared/phone-section';
import { useSession } from '#lib/session';
import { AlertMatrix } from '../components/alert-matrix';
import { DeviceNotifications } from '../components/device-notifications';
import { QuietHoursForm } from '../components/quiet-hours-form';

/**
 * A signed-in client's or provider's settings (decision 0039): the language the app, emails
 * and invoices are written in; where each kind of news reaches them (email, push, SMS, WhatsApp;
 * decision 0049) and the quiet hours; the calendar link (decision 0079). Each switch saves at
 * once.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const provider = useSession()?.userType === 'serviceproviders';
  const languageHeading = useId();
  const alertsHeading = useId();
  const quietHeading = useId();
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
        <PhoneSection />
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={alertsHeading}>
          <Stack gap="sm">
            <Title order={2} size="h3" id={alertsHeading}>
              {t('notifications.alerts.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('notifications.alerts.hint')}
            </Text>
            <AlertMatrix providers={provider} />
          </Stack>
        </Paper>
        <DeviceNotifications />
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={quietHeading}>
          <Stack gap="sm">
            <Title order={2} size="h3" id={quietHeading}>
              {t('notifications.alerts.quietHeading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('notifications.alerts.quietHint')}
            </Text>
            <QuietHoursForm />
          </Stack>
        </Paper>
        <CalendarFeedSection />
        <BlockedPeople />
      </Stack>
    </Container>
  );
}
