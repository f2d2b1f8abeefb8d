import { Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthResponses, type LoginResponse } from '../../../../../contracts/auth';
import { saveSession } from '../../../lib/session';
import { zodResolver } from '../../../lib/zod-resolver';
import { useLogin } from '../api';
import { loginError } from '../errors';
import { loginForm } from '../schemas';
import { FormAlert } from './form-alert';

/** Where the spec sends a user after signing in. */
function landingPath({ role, first_time_login }: LoginResponse): string {
  if (first_time_login === AuthResponses.firstTimeLogin) return '/ServiceProviderForm';
  return role === 'serviceproviders' ? '/SpProfile' : '/Categories';
}

export function LoginForm() {
  const login = useLogin();
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
    window.location.assign(landingPath(answer));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
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
