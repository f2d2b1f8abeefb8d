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
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { AuthResponses, type LoginResponse } from '#contracts/auth';
import { saveSession } from '#lib/session';
import { zodResolver } from '#lib/zod-resolver';
import { useLogin } from '../api';
import { loginError } from '../errors';
import { LOGIN_REASON_TEXT, type LoginState, readLoginState } from '../return-to';
import { loginForm } from '../schemas';
import { FormAlert } from './form-alert';

/**
 * Where the spec sends a user after signing in, unless a page of theirs sent them here to sign
 * in: then back to it (a provider's first sign-in still chooses its services first).
 */
function landingPath({ role, first_time_login }: LoginResponse, back: LoginState | null): string {
  if (first_time_login === AuthResponses.firstTimeLogin) return '/ServiceProviderForm';
  if (back && back.role === role) return back.from;
  return role === 'serviceproviders' ? '/SpProfile' : '/Categories';
}

export function LoginForm() {
  const login = useLogin();
  const back = readLoginState(useLocation().state);
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let answer: LoginResponse;
    try {
      answer = await login.mutateAsync(values);
    } catch {
      return; // the alert shows it
    }
    saveSession({ token: answer.token, userId: answer.user_ID, userType: answer.role });
    // The spec reloads the page after signing in.
    window.location.assign(landingPath(answer, back));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {back && (
          <Alert role="status" color={back.reason === 'expired' ? 'yellow' : 'blue'} radius="md">
            {LOGIN_REASON_TEXT[back.reason]}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={6}>
            <Anchor component={Link} to="/forgotpassword" size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </div>
        <FormAlert message={login.isError ? loginError(login.error) : null} />
        <Button type="submit" size="md" fullWidth loading={login.isPending || login.isSuccess}>
          Sign in
        </Button>
        <Divider label="New to ServiceHub?" labelPosition="center" />
        <Button component={Link} to="/Register" variant="default" size="md" fullWidth>
          Create new
        </Button>
      </Stack>
    </form>
  );
}
