import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChoiceSelect } from '#components/forms/choice-select';
import { NewPasswordInput } from '#components/forms/new-password-input';
import type { gender } from '#contracts/auth';
import { useCities } from '#features/catalog/api/catalog';

/** Today as `YYYY-MM-DD` in UTC, the same day the shared date-of-birth rule uses. */
const today = () => new Date().toISOString().slice(0, 10);

/** The fields shown here, as a form holds them (the city as a Select's string value). */
export type ProviderDetailsValues = {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  phone: string;
  address: string;
  city_id: string;
  dob: string;
  gender?: z.input<typeof gender>;
};

type Props<T extends ProviderDetailsValues, TOut> = {
  register: UseFormRegister<T>;
  control: Control<T, unknown, TOut>;
  errors: FieldErrors<T>;
  /** Registration asks for a password; editing a profile does not. */
  withPassword?: boolean;
  /** A line under the city's field (editing: how often the city may change). */
  cityDescription?: string;
};

/**
 * The provider's personal and contact fields, two columns on wide screens.
 * With the password the city pairs with the phone; without it the address comes first
 * so that the email pairs with the phone and the city with the date of birth.
 */
export function ProviderDetailsFields<T extends ProviderDetailsValues, TOut>(
  props: Props<T, TOut>,
) {
  // T holds every field named here with the same type, so the form's handles serve this view of it.
  const { register, control, errors } = props as unknown as Props<ProviderDetailsValues, unknown>;
  const { withPassword = false, cityDescription } = props;
  const { t } = useTranslation();
  const cities = useCities();
  const cityOptions = (cities.data ?? []).map((c) => ({ value: String(c.city_id), label: c.name }));

  const address = (
    <TextInput
      label={t('auth.fields.address')}
      autoComplete="street-address"
      required
      error={errors.address?.message}
      style={{ gridColumn: '1 / -1' }}
      {...register('address')}
    />
  );
  const city = (
    <Controller
      control={control}
      name="city_id"
      render={({ field, fieldState }) => (
        <ChoiceSelect
          label={t('auth.fields.city')}
          description={cityDescription}
          // Under the field, so the city's box lines up with the one beside it.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={t('auth.fields.selectCity')}
          data={cityOptions}
          searchable
          nothingFoundMessage={
            cities.isPending ? t('auth.fields.loadingCities') : t('auth.fields.noCityFound')
          }
          required
          autoComplete="off"
          ref={field.ref}
          name={field.name}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={
            fieldState.error?.message ??
            (cities.isError ? t('auth.fields.citiesFailed') : undefined)
          }
        />
      )}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label={t('auth.fields.firstName')}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextInput
        label={t('auth.fields.lastName')}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextInput
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      {withPassword && (
        <NewPasswordInput
          label={t('auth.fields.password')}
          error={errors.password?.message}
          {...register('password')}
        />
      )}
      <TextInput
        label={t('auth.fields.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      {withPassword ? city : address}
      {withPassword ? address : city}
      <TextInput
        label={t('auth.fields.dob')}
        type="date"
        autoComplete="bday"
        max={today()}
        required
        error={errors.dob?.message}
        {...register('dob')}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('auth.fields.gender')}
            required
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <Group gap="lg" mt={10}>
              <Radio value="female" label={t('auth.fields.female')} />
              <Radio value="male" label={t('auth.fields.male')} />
              <Radio value="other" label={t('auth.fields.other')} />
            </Group>
          </Radio.Group>
        )}
      />
    </SimpleGrid>
  );
}
