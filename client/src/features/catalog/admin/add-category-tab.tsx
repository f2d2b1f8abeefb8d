import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminFailure } from '#lib/admin-failure';
import { zodResolver } from '#lib/zod-resolver';
import { useAddCategory } from '../api/admin-catalog';
import { addCategoryForm } from '../schemas';
import { CatalogEntryForm, useUploadProgress } from './catalog-entry-form';

/** A new category with its icon; it starts inactive. */
export function AddCategoryTab() {
  const { t } = useTranslation();
  const add = useAddCategory();
  const { progress, send } = useUploadProgress();
  const form = useForm({
    resolver: zodResolver(addCategoryForm),
    defaultValues: { name: '', description: '', name_ur: '', description_ur: '', image: null },
  });

  const onSubmit = form.handleSubmit(
    async ({ name, description, name_ur, description_ur, image }) => {
      const sent = await send((onProgress) =>
        add.mutateAsync({ name, description, name_ur, description_ur, image, onProgress }),
      );
      if (!sent) return; // the alert says why
      notifications.show({
        color: 'green',
        title: t('admin.addCategory.doneTitle'),
        message: t('admin.addCategory.done', { name }),
      });
      form.reset();
      add.reset();
    },
  );

  return (
    <CatalogEntryForm
      headingId="add-category-heading"
      title={t('admin.addCategory.title')}
      intro={t('admin.addCategory.intro')}
      onSubmit={onSubmit}
      form={form}
      imageLabel={t('admin.addCategory.icon')}
      progress={progress}
      pending={add.isPending}
      failure={add.isError ? adminFailure(add.error, t('admin.messages.addCategoryFailed')) : null}
      submitLabel={t('admin.addCategory.submit')}
    />
  );
}
