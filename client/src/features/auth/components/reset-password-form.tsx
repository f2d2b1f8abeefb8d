import { Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPasswordInput } from '#components/forms/new-password-input';
import { FormAlert } from '#components/ui/form-alert';
import type { UserType } from '#contracts/auth';
import { paths } from '#lib/paths';
import { zodResolver } from '#lib/zod-resolver';
import { useResetPassword } from '../api/auth';
import { isExpiredToken } from '../errors';
import { resetPasswordForm } from '../schemas';

export type ResetLink = { token: string; type: UserType; userId: number };

type ResetPasswordFormProps = { link: ResetLink; onExpired: () => void };

export function ResetPasswordForm({ link, onExpired }: ResetPasswordFormProps) {
  const { t } = useTranslation();
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
    notifications.show({ color: 'green', message: t('auth.messages.passwordResetDone') });
    navigate(paths.login, { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordInput
          label={t('auth.fields.newPassword')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormAlert message={reset.isError ? t('auth.messages.resetError') : null} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending || reset.isSuccess}>
          {t('auth.resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
