import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '#components/ui/auth-card';
import { FormAlert } from '#components/ui/form-alert';
import { confirmEmailRequest } from '#contracts/providers';
import { ApiError } from '#lib/api-client';
import { paths } from '#lib/paths';
import { useConfirmEmail } from '../api/providers';
import { confirmEmailError } from '../errors';

/** The link was refused for good (used, expired, or the address is taken): no point retrying. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

function ToLogin() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.login} fw={600}>
      {t('providers.confirmEmail.toLogin')}
    </Anchor>
  );
}

/**
 * /confirm-email?token=…, opened from the mail sent to a new login email (decision 0014).
 * Confirming takes a click rather than happening on load, so a mail scanner that opens links
 * cannot use the single-use link up before its owner does.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = confirmEmailRequest.safeParse({ token: params.get('token') ?? '' });
  const confirm = useConfirmEmail();

  if (!link.success) {
    return (
      <AuthCard title={t('providers.confirmEmail.title')} footer={<ToLogin />}>
        <FormAlert message={t('providers.confirmEmail.incomplete')} />
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('providers.confirmEmail.changedTitle')}>
        <Stack gap="md">
          <FormAlert
            tone="success"
            message={`${t('auth.emailChange.changed')} ${t('providers.confirmEmail.nowSignInWith', { email: confirm.data.email })}`}
          />
          <Text size="sm" c="dimmed">
            {t('providers.confirmEmail.sessionsEnded')}
          </Text>
          <Button component={Link} to={paths.login} size="md" fullWidth>
            {t('providers.confirmEmail.signIn')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const final = confirm.isError && isFinal(confirm.error);
  return (
    <AuthCard
      title={t('providers.confirmEmail.title')}
      subtitle={t('providers.confirmEmail.subtitle')}
      footer={<ToLogin />}
    >
      <Stack gap="md">
        <FormAlert message={confirm.isError ? confirmEmailError(confirm.error) : null} />
        {!final && (
          <Button
            size="md"
            fullWidth
            loading={confirm.isPending}
            onClick={() => confirm.mutate(link.data.token)}
          >
            {t('providers.confirmEmail.confirm')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
