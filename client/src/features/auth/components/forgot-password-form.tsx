import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { AuthMessages } from '#contracts/messages';
import { saveResetEmail } from '#lib/session';
import { zodResolver } from '#lib/zod-resolver';
import { useForgotPassword } from '../api';
import { forgotPasswordError } from '../errors';
import { forgotPasswordForm } from '../schemas';
import { FormAlert } from './form-alert';

type ForgotPasswordFormProps = {
  /** The button's text: 'Send Reset Link' here, 'Resend Password Reset Link' on an expired link. */
  submitLabel?: string;
  /** The good news once the link is sent. */
  successMessage?: string;
};

/** Asks for an email and sends a reset link to it, remembering the email for a resend. */
export function ForgotPasswordForm({
  submitLabel = 'Send Reset Link',
  successMessage = AuthMessages.resetLinkSent,
}: ForgotPasswordFormProps) {
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
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <FormAlert message={send.isError ? forgotPasswordError(send.error) : null} />
        <FormAlert message={send.isSuccess ? successMessage : null} tone="success" />
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
