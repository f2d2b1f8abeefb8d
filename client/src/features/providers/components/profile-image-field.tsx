import { Avatar, FileInput, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_BYTES } from '#contracts/providers';
import {
  IMAGE_TYPES,
  imageFileProblem,
  type ProfileEditForm,
  type ProfileEditValues,
} from '../schemas';

type Form = UseFormReturn<ProfileEditForm, unknown, ProfileEditValues>;

type Props = {
  form: Form;
  fullName: string;
  /** The current picture (object URL), shown until a new one is chosen. */
  currentUrl: string | null;
  disabled?: boolean;
};

/** A preview of a chosen file, revoked when the file changes or the field goes away. */
function useFilePreview(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Picks a new profile picture; a wrong type or an oversized file is refused at once. */
export function ProfileImageField({ form, fullName, currentUrl, disabled }: Props) {
  const { t } = useTranslation();
  const file = useWatch({ control: form.control, name: 'profileImage' });
  const preview = useFilePreview(file);
  const limitMb = MAX_IMAGE_BYTES / 1024 / 1024;

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Avatar
        src={preview ?? currentUrl}
        name={fullName}
        color="brand"
        size={80}
        radius={80}
        alt={
          preview
            ? t('providers.editProfile.image.previewAlt')
            : t('providers.editProfile.image.currentAlt')
        }
      />
      <Controller
        control={form.control}
        name="profileImage"
        render={({ field, fieldState }) => (
          <FileInput
            label={t('providers.editProfile.image.label')}
            description={t('providers.editProfile.image.hint', { limit: limitMb })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder={t('providers.editProfile.image.placeholder')}
            accept={IMAGE_TYPES.join(',')}
            clearable
            disabled={disabled}
            ref={field.ref}
            name={field.name}
            value={field.value ?? null}
            onBlur={field.onBlur}
            onChange={(chosen) => {
              const problem = chosen && imageFileProblem(chosen);
              if (problem) {
                field.onChange(null);
                form.setError('profileImage', { type: 'custom', message: problem });
                return;
              }
              form.clearErrors('profileImage');
              field.onChange(chosen);
            }}
            error={fieldState.error?.message}
            style={{ flex: 1, minWidth: 0 }}
          />
        )}
      />
    </Group>
  );
}
