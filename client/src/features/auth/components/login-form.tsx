import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '#components/ui/form-alert';
import { AuthResponses, type LoginResponse } from '#contracts/auth';
import { SUSPENSION_REASONS, type SuspensionReason } from '#contracts/users';
import { text as say } from '#lib/i18n';
import { paths } from '#lib/paths';
import { LOGIN_REASON_TEXT, type LoginState, readLoginState } from '#lib/return-to';
import { saveSession, suspendedReason } from '#lib/session';
import { adoptAccountLanguage } from '#lib/use-language';
import { zodResolver } from '#lib/zod-resolver';
import type { TextKey } from '#locales/catalog';
import { useLogin } from '../api/auth';
import { loginError, needsLoginCode } from '../errors';
import { loginForm } from '../schemas';
import { LoginCodeStep } from './login-code-step';

/**
 * Where the spec sends a user after signing in, unless a page of theirs sent them here to sign
 * in: then back to it (a provider's first sign-in still chooses its services first).
 */
function landingPath({ role, first_time_login }: LoginResponse, back: LoginState | null): string {
  if (first_time_login === AuthResponses.firstTimeLogin) return paths.providerForm;
  if (back && back.role === role) return back.from;
  return role === 'serviceproviders' ? paths.providerProfile : paths.categories;
}

/** The words of a suspension's reason (its kind, as the server said it), or the general ones. */
function suspendedText(reason: string): TextKey {
  return SUSPENSION_REASONS.includes(reason as SuspensionReason)
    ? `users.refusal.${reason as SuspensionReason}`
    : 'errors.codes.account.suspended';
}

export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const back = readLoginState(useLocation().state);
  // The session this tab had was ended by a suspension (decision 0068): say why.
  const [suspended] = useState(suspendedReason);
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '', login_code: '' },
  });
  const { errors } = form.formState;
  // Once the brake held this device back, the code step stays until the sign-in works.
  const [codeStep, setCodeStep] = useState(false);
  if (!codeStep && needsLoginCode(login.error)) setCodeStep(true);

  const onSubmit = form.handleSubmit(async (values) => {
    let answer: LoginResponse;
    try {
      answer = await login.mutateAsync(values);
    } catch {
      return; // the alert shows it
    }
    saveSession({ token: answer.token, userId: answer.user_ID, userType: answer.role });
    await adoptAccountLanguage(answer.language);
    // The spec reloads the page after signing in.
    window.location.assign(landingPath(answer, back));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {suspended !== null ? (
          <Alert role="alert" color="red" radius="md">
            {say(suspendedText(suspended))}
          </Alert>
        ) : (
          back && (
            <Alert role="status" color={back.reason === 'expired' ? 'yellow' : 'blue'} radius="md">
              {say(LOGIN_REASON_TEXT[back.reason])}
            </Alert>
          )
        )}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div>
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={6}>
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
        </div>
        <FormAlert message={login.isError ? loginError(login.error) : null} />
        {codeStep && (
          <LoginCodeStep
            kind="account"
            login={form.watch('email')}
            field={form.register('login_code')}
            error={errors.login_code?.message}
          />
        )}
        <Button type="submit" size="md" fullWidth loading={login.isPending || login.isSuccess}>
          {t('auth.login.submit')}
        </Button>
        <Divider label={t('auth.login.newHere')} labelPosition="center" />
        {/* Signing up keeps the way back to the page that asked for a client (decision 0065). */}
        <Button
          component={Link}
          to={back?.role === 'clients' ? paths.clientSignup : paths.register}
          state={back ?? undefined}
          variant="default"
          size="md"
          fullWidth
        >
          {t('auth.login.createNew')}
        </Button>
      </Stack>
    </form>
  );
}
