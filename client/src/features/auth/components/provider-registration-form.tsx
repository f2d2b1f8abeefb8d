import { Button, Checkbox, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '#components/ui/form-alert';
import { ProviderDetailsFields } from '#features/providers/shared/provider-details-fields';
import { currentLanguage } from '#lib/i18n';
import { paths } from '#lib/paths';
import { zodResolver } from '#lib/zod-resolver';
import { useRegisterProvider } from '../api/auth';
import { providerSignupError } from '../errors';
import { providerRegistrationForm } from '../schemas';
import { TermsLinks } from './terms-links';

export function ProviderRegistrationForm() {
  const { t } = useTranslation();
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
      // The account reads the language the app was in when it was made.
      await signup.mutateAsync({
        ...rest,
        city_id: Number(city_id),
        terms: true,
        language: currentLanguage(),
      });
    } catch {
      return; // the alert shows it
    }
    notifications.show({ color: 'green', message: t('auth.messages.accountCreated') });
    navigate(paths.login);
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
          <Checkbox label={t('auth.providerSignup.tips')} {...form.register('tips')} />
          <Checkbox
            label={t('auth.providerSignup.terms')}
            description={<TermsLinks />}
            error={errors.terms?.message}
            {...form.register('terms')}
          />
        </Stack>
        <FormAlert message={signup.isError ? providerSignupError(signup.error) : null} />
        <Button type="submit" size="md" fullWidth loading={signup.isPending}>
          {t('auth.providerSignup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
