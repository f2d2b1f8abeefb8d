import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NewPasswordInput } from '#components/forms/new-password-input';
import { FormAlert } from '#components/ui/form-alert';
import { ApiError } from '#lib/api-client';
import { currentLanguage } from '#lib/i18n';
import { paths } from '#lib/paths';
import { readLoginState } from '#lib/return-to';
import { zodResolver } from '#lib/zod-resolver';
import { useRegisterClient } from '../api/auth';
import { clientSignupError } from '../errors';
import { clientSignupForm } from '../schemas';
import { TermsLinks } from './terms-links';

export function ClientSignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A page that asked for a client (a quote from a provider's page) is returned to after login.
  const back = readLoginState(useLocation().state);
  const signup = useRegisterClient();
  const form = useForm({
    resolver: zodResolver(clientSignupForm),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', terms: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    try {
      // The account reads the language the app was in when it was made.
      await signup.mutateAsync({ name, email, password, terms: true, language: currentLanguage() });
    } catch (error) {
      // The spec only logs a failure without an answer; the alert still says something.
      if (!(error instanceof ApiError)) console.error('Client sign-up failed', error);
      return;
    }
    notifications.show({ color: 'green', message: t('auth.messages.accountCreated') });
    navigate(paths.login, { state: back ?? undefined });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.fields.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordInput
          label={t('auth.fields.password')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('auth.fields.repeatPassword')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Checkbox
          label={t('auth.clientSignup.terms')}
          description={<TermsLinks />}
          error={errors.terms?.message}
          {...form.register('terms')}
        />
        <FormAlert message={signup.isError ? clientSignupError(signup.error) : null} />
        <Button type="submit" size="md" fullWidth loading={signup.isPending}>
          {t('auth.clientSignup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
