import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '#components/ui/form-alert';
import { paths } from '#lib/paths';
import { saveAdminToken } from '#lib/session';
import { zodResolver } from '#lib/zod-resolver';
import { useAdminLogin } from '../api/auth';
import { adminLoginError, needsLoginCode } from '../errors';
import { adminLoginForm } from '../schemas';
import { LoginCodeStep } from './login-code-step';

export function AdminLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const form = useForm({
    resolver: zodResolver(adminLoginForm),
    defaultValues: { username: '', password: '', login_code: '' },
  });
  const { errors } = form.formState;
  // Once the brake held this machine back, the code step stays until the sign-in works.
  const [codeStep, setCodeStep] = useState(false);
  if (!codeStep && needsLoginCode(login.error)) setCodeStep(true);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { token } = await login.mutateAsync(values);
      saveAdminToken(token);
    } catch {
      return; // the alert shows it
    }
    navigate(paths.adminDashboard, { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.fields.username')}
          autoComplete="username"
          required
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormAlert message={login.isError ? adminLoginError(login.error) : null} />
        {codeStep && (
          <LoginCodeStep
            kind="admin"
            login={form.watch('username')}
            field={form.register('login_code')}
            error={errors.login_code?.message}
          />
        )}
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('auth.adminLogin.submit')}
        </Button>
      </Stack>
    </form>
  );
}
