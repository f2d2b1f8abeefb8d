import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AuthMessages } from '#contracts/messages';
import { readResetEmail } from '#lib/session';
import { useForgotPassword } from '../api';
import { forgotPasswordError } from '../errors';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormAlert } from './form-alert';

const RESEND = 'Resend Password Reset Link';

/** The expired-link state: asks to resend, to the remembered email or to one typed here. */
export function ResendResetLink() {
  const [storedEmail] = useState(readResetEmail);
  const resend = useForgotPassword();

  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" radius="md" role="alert">
        {AuthMessages.tokenExpiredAsk}
      </Alert>
      {storedEmail ? (
        <>
          <Text size="sm" c="dimmed">
            We will send a new link to <b>{storedEmail}</b>.
          </Text>
          <FormAlert message={resend.isError ? forgotPasswordError(resend.error) : null} />
          <FormAlert
            message={resend.isSuccess ? AuthMessages.resetLinkResent : null}
            tone="success"
          />
          <Button
            size="md"
            fullWidth
            loading={resend.isPending}
            onClick={() => resend.mutate({ email: storedEmail })}
          >
            {RESEND}
          </Button>
        </>
      ) : (
        <ForgotPasswordForm submitLabel={RESEND} successMessage={AuthMessages.resetLinkResent} />
      )}
    </Stack>
  );
}
