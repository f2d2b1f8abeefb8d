import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { readResetEmail } from '#lib/session';
import { useForgotPassword } from '../api/auth';
import { forgotPasswordError } from '../errors';
import { ForgotPasswordForm } from './forgot-password-form';

/** The expired-link state: asks to resend, to the remembered email or to one typed here. */
export function ResendResetLink() {
  const { t } = useTranslation();
  const [storedEmail] = useState(readResetEmail);
  const resend = useForgotPassword();

  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" radius="md" role="alert">
        {t('auth.messages.tokenExpiredAsk')}
      </Alert>
      {storedEmail ? (
        <>
          {/* A long email address wraps rather than widening a phone's page. */}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans
              i18nKey="auth.resetPassword.sendTo"
              values={{ email: storedEmail }}
              components={{ b: <b /> }}
            />
          </Text>
          <FormAlert message={resend.isError ? forgotPasswordError(resend.error) : null} />
          <FormAlert
            message={resend.isSuccess ? t('auth.messages.resetLinkResent') : null}
            tone="success"
          />
          <Button
            size="md"
            fullWidth
            loading={resend.isPending}
            onClick={() => resend.mutate({ email: storedEmail })}
          >
            {t('auth.resetPassword.resend')}
          </Button>
        </>
      ) : (
        <ForgotPasswordForm
          submitLabel="auth.resetPassword.resend"
          successMessage="auth.messages.resetLinkResent"
        />
      )}
    </Stack>
  );
}
