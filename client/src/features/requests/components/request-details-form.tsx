import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChoiceSelect } from '#components/forms/choice-select';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import type { City } from '#contracts/catalog';
import { serviceRequestForm } from '#contracts/requests';
import { zodResolver } from '#lib/zod-resolver';
import { checkWhenFields, NO_WHEN, whenFields } from '../when-fields';
import { FormProgressBar } from './form-progress-bar';
import { RequestImageField } from './request-image-field';
import { WhenField } from './when-field';

/**
 * The shared request fields, with the city as the Select's string, an optional photo and an
 * optional "when" (decision 0074).
 */
const requestFields = z
  .object({
    description: serviceRequestForm.shape.description,
    city_id: z.string().min(1, 'requests.validation.allFieldsRequired'),
    address: serviceRequestForm.shape.address,
    image: z.instanceof(File).nullable(),
    ...whenFields.shape,
  })
  .superRefine(checkWhenFields);
export type RequestFieldsInput = z.input<typeof requestFields>;
export type RequestFieldsValues = z.output<typeof requestFields>;

const DESCRIPTION_MAX = 2000;
const ADDRESS_MAX = 300;

/** An empty required field is flagged red (the alert says why); other problems say so below it. */
const fieldError = (error: FieldError | undefined) =>
  error ? (error.type === 'too_small' ? true : error.message) : undefined;

type Props = {
  cities: { list: City[]; loading: boolean; failed: boolean; retry: () => void };
  onSubmit: (values: RequestFieldsValues) => Promise<void>;
  sending: boolean;
  /** Upload progress 0-100 while the photo is sent, else null. */
  progress: number | null;
  /** Why the last attempt failed, or null. */
  failure: string | null;
  /** Shown under the city field, for the city chosen ('' before one is). */
  belowCity?: (cityId: string) => ReactNode;
  /** The city chosen at first (a direct request's provider's city), else none. */
  defaultCityId?: string;
  /** What the form starts filled with ("Hire again" copies an order's, decision 0081). */
  defaults?: { description: string; city_id: string; address: string };
};

/** Description, city, address, when, and an optional photo, with the spec's progress bar. */
export function RequestDetailsForm({
  cities,
  onSubmit,
  sending,
  progress,
  failure,
  belowCity,
  defaultCityId = '',
  defaults,
}: Props) {
  const { t } = useTranslation();
  const form = useForm<RequestFieldsInput, unknown, RequestFieldsValues>({
    resolver: zodResolver(requestFields),
    defaultValues: {
      description: defaults?.description ?? '',
      city_id: defaults?.city_id ?? defaultCityId,
      address: defaults?.address ?? '',
      image: null,
      ...NO_WHEN,
    },
  });
  const { errors } = form.formState;
  // Kept apart from the form's errors: revalidating the (now empty) field would clear it.
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [description, cityId, address] = useWatch({
    control: form.control,
    name: ['description', 'city_id', 'address'],
  });
  const filled = [description, cityId, address].filter((v) => v.trim() !== '').length;
  const missing = [errors.description, errors.city_id, errors.address].some(
    (e) => e?.type === 'too_small',
  );

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={t('requests.form.label')}>
      <Stack gap="md">
        <FormProgressBar filled={filled} total={3} />
        <Textarea
          label={t('requests.form.description')}
          description={t('requests.form.descriptionHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={DESCRIPTION_MAX}
          disabled={sending}
          error={fieldError(errors.description)}
          {...form.register('description')}
        />
        {cities.failed && (
          <LoadError message={t('requests.form.citiesFailed')} onRetry={cities.retry} />
        )}
        <Controller
          control={form.control}
          name="city_id"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              label={t('requests.form.city')}
              placeholder={
                cities.loading ? t('requests.form.loadingCities') : t('requests.form.selectCity')
              }
              required
              data={cities.list.map((c) => ({ value: String(c.city_id), label: c.name }))}
              disabled={sending || cities.loading}
              ref={field.ref}
              name={field.name}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        {belowCity?.(cityId)}
        <TextInput
          label={t('requests.form.address')}
          description={t('requests.form.addressHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autoComplete="street-address"
          maxLength={ADDRESS_MAX}
          disabled={sending}
          error={fieldError(errors.address)}
          {...form.register('address')}
        />
        <WhenField form={form} disabled={sending} />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <RequestImageField
              value={field.value}
              onChange={(file, problem) => {
                field.onChange(file);
                setImageProblem(problem);
              }}
              error={imageProblem ?? undefined}
              progress={progress}
              disabled={sending}
            />
          )}
        />
        <FormAlert message={missing ? t('requests.validation.allFieldsRequired') : null} />
        <FormAlert message={failure} />
        <Button type="submit" size="md" loading={sending} fullWidth>
          {t('requests.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
