import { Box, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '#components/ui/upload-progress';
import { useObjectUrl } from '#lib/use-object-url';
import { ICON_LIMIT_MB, ICON_TYPES } from '../image-file';

type Props = {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** Upload progress 0-100 while sending, else null. */
  progress: number | null;
  disabled?: boolean;
};

/** An image picker (PNG, JPEG or WebP) with a preview of the chosen image and the upload's progress. */
export function ImageUploadField({ label, value, progress, error, ...rest }: Props) {
  const { t } = useTranslation();
  const preview = useObjectUrl(value);
  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={t('admin.image.hint', { limit: ICON_LIMIT_MB })}
        placeholder={t('admin.image.placeholder')}
        accept={ICON_TYPES.join(',')}
        clearable
        clearButtonProps={{ 'aria-label': t('admin.image.remove') }}
        value={value}
        error={error}
        {...rest}
      />
      {preview && !error && (
        <Group gap="sm" wrap="nowrap">
          <Box
            p={4}
            bg="gray.0"
            bd="1px solid var(--mantine-color-gray-3)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Image src={preview} alt={t('admin.image.previewAlt')} w={72} h={72} fit="contain" />
          </Box>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {value?.name}
          </Text>
        </Group>
      )}
      {progress !== null && <UploadProgress percent={progress} of="image" />}
    </Stack>
  );
}
