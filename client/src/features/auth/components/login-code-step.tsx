import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { LOGIN_CODE_MINUTES } from '#contracts/auth';
import { useRequestLoginCode } from '../api/auth';
import { loginCodeRequestError } from '../errors';

/**
 * The second step when the account's brake holds this device back (decision 0044): ask for a
 * one-time code (by email, or on the server for the admin), then type it under the password.
 */
export function LoginCodeStep({
  kind,
  login,
  field,
  error,
}: {
  kind: 'account' | 'admin';
  /** The email or username typed above, the code is asked for. */
  login: string;
  field: UseFormRegisterReturn<'login_code'>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const ask = useRequestLoginCode(kind);
  const admin = kind === 'admin';
  return (
    <Alert
      role="group"
      aria-label={t('auth.loginCode.title')}
      color="blue"
      variant="light"
      radius="md"
      title={t('auth.loginCode.title')}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t(admin ? 'auth.loginCode.explainAdmin' : 'auth.loginCode.explainEmail')}
        </Text>
        <Button
          variant="light"
          onClick={() => ask.mutate(login)}
          loading={ask.isPending}
          disabled={login.trim() === ''}
        >
          {t(admin ? 'auth.loginCode.sendAdmin' : 'auth.loginCode.send')}
        </Button>
        {ask.isSuccess && (
          <FormAlert
            tone="success"
            message={t(admin ? 'auth.loginCode.sentAdmin' : 'auth.loginCode.sentEmail', {
              minutes: LOGIN_CODE_MINUTES,
            })}
          />
        )}
        <FormAlert message={ask.isError ? loginCodeRequestError(ask.error) : null} />
        <TextInput
          label={t('auth.loginCode.field')}
          description={t('auth.loginCode.fieldHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          error={error}
          {...field}
        />
      </Stack>
    </Alert>
  );
}
