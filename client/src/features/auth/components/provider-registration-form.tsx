import { Button, Checkbox, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ProviderDetailsFields } from '#components/forms/provider-details-fields';
import { AuthMessages } from '#contracts/messages';
import { zodResolver } from '#lib/zod-resolver';
import { useRegisterProvider } from '../api';
import { providerSignupError } from '../errors';
import { providerRegistrationForm } from '../schemas';
import { FormAlert } from './form-alert';
import { TermsLinks } from './terms-links';

export function ProviderRegistrationForm() {
  const navigate = useNavigate();
  const signup = useRegisterProvider();
  const form = useForm({
    resolver: zodResolver(providerRegistrationForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      phone: '',
      address: '',
      city_id: '',
      dob: '',
      tips: false,
      terms: false,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ city_id, terms: _terms, ...rest }) => {
    try {
      await signup.mutateAsync({ ...rest, city_id: Number(city_id), terms: true });
    } catch {
      return; // the alert shows it
    }
    notifications.show({ color: 'green', message: AuthMessages.accountCreated });
    navigate('/Login');
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ProviderDetailsFields
          register={form.register}
          control={form.control}
          errors={errors}
          withPassword
        />
        <Stack gap="sm" mt="xs">
          <Checkbox
            label="Send me tips and offers by email (optional)"
            {...form.register('tips')}
          />
          <Checkbox
            label="I agree to the terms and conditions"
            description={<TermsLinks />}
            error={errors.terms?.message}
            {...form.register('terms')}
          />
        </Stack>
        <FormAlert message={signup.isError ? providerSignupError(signup.error) : null} />
        <Button type="submit" size="md" fullWidth loading={signup.isPending}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
