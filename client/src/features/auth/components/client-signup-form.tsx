import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewPasswordInput } from '#components/forms/new-password-input';
import { AuthMessages } from '#contracts/messages';
import { ApiError } from '#lib/api-client';
import { zodResolver } from '#lib/zod-resolver';
import { useRegisterClient } from '../api';
import { clientSignupError } from '../errors';
import { clientSignupForm } from '../schemas';
import { FormAlert } from './form-alert';
import { TermsLinks } from './terms-links';

export function ClientSignupForm() {
  const navigate = useNavigate();
  const signup = useRegisterClient();
  const form = useForm({
    resolver: zodResolver(clientSignupForm),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', terms: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    try {
      await signup.mutateAsync({ name, email, password, terms: true });
    } catch (error) {
      // The spec only logs a failure without an answer; the alert still says something.
      if (!(error instanceof ApiError)) console.error('Client sign-up failed', error);
      return;
    }
    notifications.show({ color: 'green', message: AuthMessages.accountCreated });
    navigate('/Login');
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordInput
          label="Password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Repeat password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Checkbox
          label="I agree to the terms of service"
          description={<TermsLinks />}
          error={errors.terms?.message}
          {...form.register('terms')}
        />
        <FormAlert message={signup.isError ? clientSignupError(signup.error) : null} />
        <Button type="submit" size="md" fullWidth loading={signup.isPending}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
