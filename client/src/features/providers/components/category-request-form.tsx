import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { categoryRequestBody } from '#contracts/providers';
import { zodResolver } from '#lib/zod-resolver';
import { useRequestCategory } from '../api/providers';
import { categoryRequestError } from '../errors';

/** Asks the admin for a new category: a name and what it covers. */
export function CategoryRequestForm() {
  const { t } = useTranslation();
  const request = useRequestCategory();
  const form = useForm({
    resolver: zodResolver(categoryRequestBody),
    defaultValues: { title: '', description: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch {
      return; // the alert shows it
    }
    notifications.show({ color: 'green', message: t('providers.messages.categoryRequestSent') });
    form.reset();
    request.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('providers.requestCategory.name')}
          description={t('providers.requestCategory.nameHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          maxLength={100}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label={t('providers.requestCategory.description')}
          description={t('providers.requestCategory.descriptionHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={500}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <FormAlert message={request.isError ? categoryRequestError(request.error) : null} />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('providers.requestCategory.submit')}
        </Button>
      </Stack>
    </form>
  );
}
