import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { text as say } from '#lib/i18n';
import { saveResetEmail } from '#lib/session';
import { zodResolver } from '#lib/zod-resolver';
import type { TextKey } from '#locales/catalog';
import { useForgotPassword } from '../api/auth';
import { forgotPasswordError } from '../errors';
import { forgotPasswordForm } from '../schemas';

type ForgotPasswordFormProps = {
  /** The button's words: 'Send Reset Link' here, 'Resend Password Reset Link' on an expired link. */
  submitLabel?: TextKey;
  /** The good news once the link is sent. */
  successMessage?: TextKey;
};

/** Asks for an email and sends a reset link to it, remembering the email for a resend. */
export function ForgotPasswordForm({
  submitLabel = 'auth.forgotPassword.submit',
  successMessage = 'auth.messages.resetLinkSent',
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const send = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    saveResetEmail(email);
    await send.mutateAsync({ email }).catch(() => undefined); // the alert shows a failure
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <FormAlert message={send.isError ? forgotPasswordError(send.error) : null} />
        <FormAlert message={send.isSuccess ? say(successMessage) : null} tone="success" />
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          {say(submitLabel)}
        </Button>
      </Stack>
    </form>
  );
}
