import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import { adminFailure } from '#lib/admin-failure';
import { zodResolver } from '#lib/zod-resolver';
import { useAddService, useAllCategories } from '../api/admin-catalog';
import { addServiceForm } from '../schemas';
import { CatalogEntryForm, useUploadProgress } from './catalog-entry-form';

/** A new service in any category (inactive ones included), with its image. */
export function AddServiceTab() {
  const { t } = useTranslation();
  const categories = useAllCategories();
  const add = useAddService();
  const { progress, send } = useUploadProgress();
  const form = useForm({
    resolver: zodResolver(addServiceForm),
    defaultValues: {
      category_id: null,
      name: '',
      description: '',
      name_ur: '',
      description_ur: '',
      image: null,
    },
  });

  const onSubmit = form.handleSubmit(async ({ category_id, image, ...words }) => {
    const { name } = words;
    const sent = await send((onProgress) =>
      add.mutateAsync({ categoryId: category_id, ...words, image, onProgress }),
    );
    if (!sent) return;
    notifications.show({
      color: 'green',
      title: t('admin.addService.doneTitle'),
      message: t('admin.addService.done', { name }),
    });
    // Keep the category: admins often add several services to one.
    form.reset({
      category_id: String(category_id),
      name: '',
      description: '',
      name_ur: '',
      description_ur: '',
      image: null,
    });
    add.reset();
  });

  const options = (categories.data ?? []).map((c) => ({
    value: String(c.category_id),
    label: c.status === 'active' ? c.name : t('admin.addService.inactiveOption', { name: c.name }),
  }));
  const categoriesFailed = categories.isError ? t('admin.addService.categoriesFailed') : undefined;
  const noCategories = categories.isSuccess && options.length === 0;

  return (
    <CatalogEntryForm
      headingId="add-service-heading"
      title={t('admin.addService.title')}
      intro={t('admin.addService.intro')}
      onSubmit={onSubmit}
      form={form}
      imageLabel={t('admin.addService.image')}
      progress={progress}
      pending={add.isPending}
      failure={add.isError ? adminFailure(add.error, t('admin.messages.addServiceFailed')) : null}
      submitLabel={t('admin.addService.submit')}
    >
      <Controller
        control={form.control}
        name="category_id"
        render={({ field, fieldState }) => (
          <ChoiceSelect
            label={t('admin.addService.category')}
            placeholder={
              categories.isPending
                ? t('admin.addService.loadingCategories')
                : t('admin.addService.selectCategory')
            }
            required
            searchable
            nothingFoundMessage={t('admin.addService.noMatch')}
            data={options}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={categories.isPending}
            description={noCategories ? t('admin.addService.noCategories') : undefined}
            error={fieldState.error?.message ?? categoriesFailed}
          />
        )}
      />
    </CatalogEntryForm>
  );
}
