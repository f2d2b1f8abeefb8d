import { Alert, Anchor, Button, PasswordInput, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NewPasswordInput } from '#components/forms/new-password-input';
import { AuthCard } from '#components/ui/auth-card';
import { FormAlert } from '#components/ui/form-alert';
import { Typed } from '#components/ui/typed';
import { ADMIN_ROLE_TEXT } from '#contracts/admins';
import { newPasswordField } from '#contracts/auth';
import { errorText } from '#lib/error-text';
import { paths } from '#lib/paths';
import { zodResolver } from '#lib/zod-resolver';
import { useAcceptInvitation, useInvitationCheck } from '../api/admin-team';

const passwordForm = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'auth.validation.confirmPassword'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.validation.resetPasswordsDoNotMatch',
  });

/**
 * The invitation's link (decision 0072): says for whom and which role, takes a password, then
 * sends the new admin to the admin login with its email as the username.
 */
export function AdminInvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('token');
  const token = raw && raw.length <= 200 ? raw : null;
  const check = useInvitationCheck(token);
  const accept = useAcceptInvitation();
  const form = useForm({
    resolver: zodResolver(passwordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const state = check.data;
  const invitation =
    state?.open && state.email && state.role ? { email: state.email, role: state.role } : null;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    await accept.mutateAsync({ token, password }).catch(() => undefined);
  });

  const login = (
    <Anchor component={Link} to={paths.adminLogin} fw={600}>
      {t('admins.accept.signIn')}
    </Anchor>
  );

  let body: ReactNode;
  if (token && check.isPending) {
    body = (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('admins.accept.checking')}>
        <Skeleton height={60} />
        <Skeleton height={42} />
      </Stack>
    );
  } else if (accept.isSuccess) {
    body = (
      <Stack gap="md">
        <Alert color="green" role="status">
          {t('admins.accept.done')}
        </Alert>
        <Button component={Link} to={paths.adminLogin} size="md" fullWidth>
          {t('admins.accept.signIn')}
        </Button>
      </Stack>
    );
  } else if (!invitation) {
    body = (
      <Alert color="red" title={t('admins.accept.invalidTitle')}>
        {t('admins.errors.invitationInvalid')}
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text>{t('admins.accept.intro', { role: t(ADMIN_ROLE_TEXT[invitation.role]) })}</Text>
          <Text>
            {t('admins.accept.username')} <Typed>{invitation.email}</Typed>
          </Text>
          <NewPasswordInput
            label={t('admins.accept.password')}
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
          <FormAlert message={accept.isError ? errorText(accept.error) : null} />
          <Button type="submit" size="md" fullWidth loading={accept.isPending}>
            {t('admins.accept.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <AuthCard title={t('admins.accept.title')} footer={login}>
      {body}
    </AuthCard>
  );
}
