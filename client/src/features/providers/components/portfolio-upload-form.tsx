import { Button, FileInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { UploadProgress } from '#components/ui/upload-progress';
import { MAX_CAPTION_LENGTH, MAX_PORTFOLIO_BYTES } from '#contracts/portfolio';
import { errorText } from '#lib/error-text';
import { useAddPortfolioPhoto } from '../api/portfolio';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const LIMIT_MB = MAX_PORTFOLIO_BYTES / 1024 / 1024;

/** Adds one photo with its caption, showing the upload's progress; refuses a too large file at once. */
export function PortfolioUploadForm() {
  const { t } = useTranslation();
  const add = useAddPortfolioPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = (next: File | null) => {
    add.reset();
    setFile(next);
    setFileError(
      next && next.size > MAX_PORTFOLIO_BYTES
        ? t('errors.upload.tooLarge', { megabytes: LIMIT_MB })
        : null,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t('providers.portfolio.errors.noPhoto'));
    if (fileError) return;
    setProgress(0);
    try {
      await add.mutateAsync({ file, caption, onProgress: setProgress });
    } catch {
      return; // the alert says why
    } finally {
      setProgress(null);
    }
    setFile(null);
    setCaption('');
    notifications.show({ color: 'green', message: t('providers.portfolio.added') });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={560}>
        <FileInput
          label={t('providers.portfolio.photoLabel')}
          description={t('providers.portfolio.photoHint', { limit: LIMIT_MB })}
          placeholder={t('providers.portfolio.photoPlaceholder')}
          accept={TYPES.join(',')}
          value={file}
          onChange={choose}
          error={fileError}
          clearable
          clearButtonProps={{ 'aria-label': t('providers.portfolio.clearPhoto') }}
          disabled={add.isPending}
        />
        <TextInput
          label={t('providers.portfolio.captionLabel')}
          description={t('providers.portfolio.captionHint', { max: MAX_CAPTION_LENGTH })}
          value={caption}
          onChange={(e) => setCaption(e.currentTarget.value)}
          maxLength={MAX_CAPTION_LENGTH}
          dir="auto"
          disabled={add.isPending}
        />
        {progress !== null && <UploadProgress percent={progress} of="image" />}
        <FormAlert message={add.isError ? errorText(add.error) : null} />
        <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('providers.portfolio.add')}
        </Button>
      </Stack>
    </form>
  );
}
