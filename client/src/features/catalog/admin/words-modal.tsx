import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import {
  CATALOG_DESCRIPTION_MAX,
  CATALOG_NAME_MAX,
  type CatalogWordsRequest,
  catalogWordsRequest,
} from '#contracts/catalog';
import { adminFailure } from '#lib/admin-failure';
import { zodResolver } from '#lib/zod-resolver';

/** What the modal edits: a category or a service with both languages as written. */
export type WordsOf = {
  name_en: string;
  description_en: string;
  name_ur: string | null;
  description_ur: string | null;
};

type Props = {
  entry: WordsOf;
  opened: boolean;
  onClose: () => void;
  /** Saves the words; resolves when saved, rejects with the server's refusal. */
  save: (words: CatalogWordsRequest) => Promise<unknown>;
};

/**
 * The words of a category or service (decision 0059): its English name (shown, not changed:
 * it names the image), its English description, and its Urdu name and description.
 */
export function WordsModal({ entry, opened, onClose, save }: Props) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(catalogWordsRequest),
    values: {
      description: entry.description_en,
      name_ur: entry.name_ur ?? '',
      description_ur: entry.description_ur ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const failure = form.formState.errors.root?.message ?? null;

  const onSubmit = form.handleSubmit(async (words) => {
    try {
      await save(words);
      notifications.show({
        color: 'green',
        message: t('admin.words.saved', { name: entry.name_en }),
      });
      onClose();
    } catch (error) {
      form.setError('root', {
        message: adminFailure(error, t('admin.words.failed')) ?? t('admin.words.failed'),
      });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.words.title', { name: entry.name_en })}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('admin.words.englishName')}
            description={t('admin.words.englishNameHint')}
            value={entry.name_en}
            readOnly
          />
          <Textarea
            label={t('admin.entry.description')}
            required
            autosize
            minRows={2}
            maxLength={CATALOG_DESCRIPTION_MAX}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <TextInput
            label={t('admin.entry.nameUr')}
            description={t('admin.entry.urduHint')}
            lang="ur"
            dir="rtl"
            maxLength={CATALOG_NAME_MAX}
            error={errors.name_ur?.message}
            {...form.register('name_ur')}
          />
          <Textarea
            label={t('admin.entry.descriptionUr')}
            lang="ur"
            dir="rtl"
            autosize
            minRows={2}
            maxLength={CATALOG_DESCRIPTION_MAX}
            error={errors.description_ur?.message}
            {...form.register('description_ur')}
          />
          <FormAlert message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.words.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('admin.words.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
