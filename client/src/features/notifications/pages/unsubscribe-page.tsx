import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BusyIndicator } from '#components/ui/busy-indicator';
import { FormAlert } from '#components/ui/form-alert';
import type { EmailGroup } from '#contracts/email-notifications';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { paths } from '#lib/paths';
import type { TextKey } from '#locales/catalog';
import { useUnsubscribe, useUnsubscribeState } from '../api/email-notifications';

const GROUP_NAMES = {
  new_jobs: 'email.groups.newJobs',
  messages: 'email.groups.messages',
  offers: 'email.groups.offers',
  offer_answers: 'email.groups.offerAnswers',
  orders: 'email.groups.orders',
  billing: 'email.groups.billing',
  account: 'email.groups.account',
} as const satisfies Record<EmailGroup, TextKey>;

/**
 * Where an email's unsubscribe link leads (decision 0039), signed in or not: it says which
 * emails the link stops and stops them when the button is pressed (opening the page changes
 * nothing, so a mail scanner following the link turns nothing off).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const state = useUnsubscribeState(token);
  const stop = useUnsubscribe();

  const refused =
    token === '' ||
    (state.error instanceof ApiError && state.error.status < 500) ||
    (stop.error instanceof ApiError && stop.error.status === 400);

  let body: ReactNode;
  if (refused) {
    body = (
      <>
        <FormAlert message={t('email.unsubscribe.invalid')} />
        <Anchor component={Link} to={paths.accountSettings}>
          {t('email.unsubscribe.settingsLink')}
        </Anchor>
      </>
    );
  } else if (state.isPending) {
    body = <BusyIndicator label={t('email.unsubscribe.loading')} />;
  } else if (state.isError) {
    body = <FormAlert message={errorText(state.error)} />;
  } else {
    const group = t(GROUP_NAMES[state.data.group]);
    const done = stop.isSuccess || !state.data.email;
    body = done ? (
      <>
        <Text role="status">
          {stop.isSuccess
            ? t('email.unsubscribe.done', { group })
            : t('email.unsubscribe.alreadyOff', { group })}
        </Text>
        <Anchor component={Link} to={paths.accountSettings}>
          {t('email.unsubscribe.settingsLink')}
        </Anchor>
      </>
    ) : (
      <>
        <Text fw={600}>{t('email.unsubscribe.question', { group })}</Text>
        <Text size="sm">{t('email.unsubscribe.explain', { group })}</Text>
        <FormAlert message={stop.isError ? errorText(stop.error) : null} />
        <Button onClick={() => stop.mutate(token)} loading={stop.isPending}>
          {t('email.unsubscribe.confirm')}
        </Button>
      </>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('email.unsubscribe.title')}
          </Title>
          {body}
          <Anchor component={Link} to={paths.home} size="sm">
            {t('email.unsubscribe.home')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
