import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { AdminMessages } from '#contracts/admin';
import { zodResolver } from '#lib/zod-resolver';
import { useAddCategory } from '../api';
import { adminFailure } from '../errors';
import { addCategoryForm } from '../schemas';
import { CatalogEntryForm, useUploadProgress } from './catalog-entry-form';

/** A new category with its icon; it starts inactive. */
export function AddCategoryTab() {
  const add = useAddCategory();
  const { progress, send } = useUploadProgress();
  const form = useForm({
    resolver: zodResolver(addCategoryForm),
    defaultValues: { name: '', description: '', image: null },
  });

  const onSubmit = form.handleSubmit(async ({ name, description, image }) => {
    const sent = await send((onProgress) =>
      add.mutateAsync({ name, description, image, onProgress }),
    );
    if (!sent) return; // the alert says why
    notifications.show({
      color: 'green',
      title: 'Category added',
      message: `“${name}” starts inactive: add its services, then switch it on under Categories & Services.`,
    });
    form.reset();
    add.reset();
  });

  return (
    <CatalogEntryForm
      headingId="add-category-heading"
      title="Add a category"
      intro="New categories start inactive, so clients only see them once they have services."
      onSubmit={onSubmit}
      form={form}
      imageLabel="Icon"
      progress={progress}
      pending={add.isPending}
      failure={add.isError ? adminFailure(add.error, AdminMessages.addCategoryFailed) : null}
      submitLabel="Add category"
    />
  );
}
