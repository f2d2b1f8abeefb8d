import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { confirmEmailRequest, EmailChangeMessages } from '#contracts/providers';
import { AuthCard } from '#features/auth/components/auth-card';
import { FormAlert } from '#features/auth/components/form-alert';
import { ApiError } from '#lib/api-client';
import { useConfirmEmail } from '../api';
import { confirmEmailError } from '../errors';

const TITLE = 'Confirm your new email';

/** The link was refused for good (used, expired, or the address is taken): no point retrying. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

const toLogin = (
  <Anchor component={Link} to="/Login" fw={600}>
    Go to login
  </Anchor>
);

/**
 * /confirm-email?token=…, opened from the mail sent to a new login email (decision 0014).
 * Confirming takes a click rather than happening on load, so a mail scanner that opens links
 * cannot use the single-use link up before its owner does.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const link = confirmEmailRequest.safeParse({ token: params.get('token') ?? '' });
  const confirm = useConfirmEmail();

  if (!link.success) {
    return (
      <AuthCard title={TITLE} footer={toLogin}>
        <FormAlert message="This link is incomplete. Open it again from the email we sent you, or change your email again from your profile." />
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Email changed">
        <Stack gap="md">
          <FormAlert
            tone="success"
            message={`${EmailChangeMessages.changed} You now sign in with ${confirm.data.email}.`}
          />
          <Text size="sm" c="dimmed">
            For your safety, every signed-in session of your account has ended. Sign in again with
            your new email.
          </Text>
          <Button component={Link} to="/Login" size="md" fullWidth>
            Sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const final = confirm.isError && isFinal(confirm.error);
  return (
    <AuthCard
      title={TITLE}
      subtitle="Make this address the login email of your ServiceHub account."
      footer={toLogin}
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
            Confirm email
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
