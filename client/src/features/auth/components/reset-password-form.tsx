import { Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewPasswordInput } from '#components/forms/new-password-input';
import type { UserType } from '#contracts/auth';
import { AuthMessages } from '#contracts/messages';
import { zodResolver } from '#lib/zod-resolver';
import { useResetPassword } from '../api';
import { isExpiredToken } from '../errors';
import { resetPasswordForm } from '../schemas';
import { FormAlert } from './form-alert';

export type ResetLink = { token: string; type: UserType; userId: number };

type ResetPasswordFormProps = { link: ResetLink; onExpired: () => void };

export function ResetPasswordForm({ link, onExpired }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({
        password,
        token: link.token,
        type: link.type,
        user_id: link.userId,
      });
    } catch (error) {
      if (isExpiredToken(error)) onExpired();
      return; // otherwise the alert shows it
    }
    notifications.show({ color: 'green', message: AuthMessages.passwordResetDone });
    navigate('/Login', { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordInput
          label="New password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormAlert message={reset.isError ? AuthMessages.resetError : null} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending || reset.isSuccess}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
