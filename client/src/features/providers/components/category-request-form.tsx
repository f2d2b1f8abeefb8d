import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { categoryRequestBody, ProviderMessages } from '#contracts/providers';
import { FormAlert } from '#features/auth/components/form-alert';
import { zodResolver } from '#lib/zod-resolver';
import { useRequestCategory } from '../api';
import { categoryRequestError } from '../errors';

/** Asks the admin for a new category: a name and what it covers. */
export function CategoryRequestForm() {
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
    notifications.show({ color: 'green', message: ProviderMessages.categoryRequestSent });
    form.reset();
    request.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="The category you would like to offer, e.g. 'Pest control'."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          maxLength={100}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label="Description"
          description="What kind of work it covers. Up to 500 characters."
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
          Submit
        </Button>
      </Stack>
    </form>
  );
}
