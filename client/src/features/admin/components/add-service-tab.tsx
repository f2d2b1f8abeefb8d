import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { ChoiceSelect } from '#components/forms/choice-select';
import { AdminMessages } from '#contracts/admin';
import { zodResolver } from '#lib/zod-resolver';
import { useAddService, useAllCategories } from '../api';
import { adminFailure } from '../errors';
import { addServiceForm } from '../schemas';
import { CatalogEntryForm, useUploadProgress } from './catalog-entry-form';

/** A new service in any category (inactive ones included), with its image. */
export function AddServiceTab() {
  const categories = useAllCategories();
  const add = useAddService();
  const { progress, send } = useUploadProgress();
  const form = useForm({
    resolver: zodResolver(addServiceForm),
    defaultValues: { category_id: null, name: '', description: '', image: null },
  });

  const onSubmit = form.handleSubmit(async ({ category_id, name, description, image }) => {
    const sent = await send((onProgress) =>
      add.mutateAsync({ categoryId: category_id, name, description, image, onProgress }),
    );
    if (!sent) return;
    notifications.show({ color: 'green', title: 'Service added', message: `“${name}” was added.` });
    // Keep the category: admins often add several services to one.
    form.reset({ category_id: String(category_id), name: '', description: '', image: null });
    add.reset();
  });

  const options = (categories.data ?? []).map((c) => ({
    value: String(c.category_id),
    label: c.status === 'active' ? c.name : `${c.name} (inactive)`,
  }));
  const categoriesFailed = categories.isError
    ? 'We could not load the categories. Reload the page to try again.'
    : undefined;
  const noCategories = categories.isSuccess && options.length === 0;

  return (
    <CatalogEntryForm
      headingId="add-service-heading"
      title="Add a service"
      intro="Services can be added to inactive categories, so a new category is ready before it goes live."
      onSubmit={onSubmit}
      form={form}
      imageLabel="Image"
      progress={progress}
      pending={add.isPending}
      failure={add.isError ? adminFailure(add.error, AdminMessages.addServiceFailed) : null}
      submitLabel="Add service"
    >
      <Controller
        control={form.control}
        name="category_id"
        render={({ field, fieldState }) => (
          <ChoiceSelect
            label="Category"
            placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
            required
            searchable
            nothingFoundMessage="No matching category"
            data={options}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={categories.isPending}
            description={noCategories ? 'There are no categories yet: add one first.' : undefined}
            error={fieldState.error?.message ?? categoriesFailed}
          />
        )}
      />
    </CatalogEntryForm>
  );
}
