import { Button, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { ImageUploadField } from './image-upload-field';

/** The fields every new catalog entry has, as the form holds them. */
export type CatalogEntryValues = {
  name: string;
  description: string;
  /** The Urdu words, which may wait (decision 0059). */
  name_ur?: string | null;
  description_ur?: string | null;
  image: File | null;
};

/**
 * The upload's progress (0-100 while sending, else null) and `send`, which runs an upload
 * with it and tells whether it went through (a failure is shown by the form's alert).
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (upload: (onProgress: (percent: number) => void) => Promise<unknown>) => {
    setProgress(0);
    try {
      await upload(setProgress);
      return true;
    } catch {
      return false;
    } finally {
      setProgress(null);
    }
  };
  return { progress, send };
}

type Props<T extends CatalogEntryValues, TOut> = {
  /** The heading's id, which names the form. */
  headingId: string;
  title: string;
  intro: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  form: UseFormReturn<T, unknown, TOut>;
  imageLabel: string;
  /** Upload progress 0-100 while sending, else null. */
  progress: number | null;
  pending: boolean;
  /** Why the last attempt failed, or null. */
  failure: string | null;
  submitLabel: string;
  /** Fields shown before the name. */
  children?: ReactNode;
};

/**
 * A new category or service: name and description in English and (when known) in Urdu, and its
 * image, sent with the upload's progress.
 */
export function CatalogEntryForm<T extends CatalogEntryValues, TOut>(props: Props<T, TOut>) {
  // T holds every field named here with the same type, so the form's handles serve this view of it.
  const { register, control, formState } =
    props.form as unknown as UseFormReturn<CatalogEntryValues>;
  const { errors } = formState;
  const { headingId, title, intro, onSubmit, imageLabel, progress, pending, failure } = props;
  const { t } = useTranslation();

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <div>
            <Text component="h2" fw={700} size="lg" id={headingId}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          </div>
          {props.children}
          <TextInput
            label={t('admin.entry.name')}
            required
            maxLength={80}
            error={errors.name?.message}
            {...register('name')}
          />
          <Textarea
            label={t('admin.entry.description')}
            required
            autosize
            minRows={3}
            maxLength={300}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextInput
            label={t('admin.entry.nameUr')}
            description={t('admin.entry.urduHint')}
            lang="ur"
            dir="rtl"
            maxLength={80}
            error={errors.name_ur?.message}
            {...register('name_ur')}
          />
          <Textarea
            label={t('admin.entry.descriptionUr')}
            lang="ur"
            dir="rtl"
            autosize
            minRows={2}
            maxLength={300}
            error={errors.description_ur?.message}
            {...register('description_ur')}
          />
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageUploadField
                label={imageLabel}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                progress={progress}
                disabled={pending}
              />
            )}
          />
          <FormAlert message={failure} />
          <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
            {props.submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
