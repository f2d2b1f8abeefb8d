import { Box, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '#components/ui/upload-progress';
import { useObjectUrl } from '#lib/use-object-url';
import {
  REQUEST_IMAGE_LIMIT_MB,
  REQUEST_IMAGE_TYPES,
  requestImageProblem,
} from '../shared/request-image';

type Props = {
  value: File | null;
  /** The chosen file, or null with the reason it was refused (null when simply cleared). */
  onChange: (file: File | null, problem: string | null) => void;
  error?: string;
  /** Upload progress 0-100 while sending, else null. */
  progress: number | null;
  disabled?: boolean;
};

/** The request's optional photo: type and size checked at once, a preview, upload progress. */
export function RequestImageField({ value, onChange, error, progress, disabled }: Props) {
  const { t } = useTranslation();
  const preview = useObjectUrl(value);
  // A file that claims to be an image but is not cannot be previewed: show its name only.
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <FileInput
        label={t('requests.image.label')}
        description={t('requests.image.hint', { limit: REQUEST_IMAGE_LIMIT_MB })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={t('requests.image.placeholder')}
        // Mantine's placeholder grey is too faint here (a real text, not an input hint).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept={REQUEST_IMAGE_TYPES.join(',')}
        clearable
        value={value}
        error={error}
        disabled={disabled}
        onChange={(file) => {
          const problem = file && requestImageProblem(file);
          onChange(problem ? null : file, problem);
        }}
      />
      {preview && (
        <Group gap="sm" wrap="nowrap">
          {broken !== preview && (
            <Box p={4} bg="gray.0" bd="1px solid var(--mantine-color-gray-3)" bdrs="md">
              <Image
                src={preview}
                alt={t('requests.image.preview')}
                w={72}
                h={72}
                fit="contain"
                onError={() => setBroken(preview)}
              />
            </Box>
          )}
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {value?.name}
          </Text>
        </Group>
      )}
      {progress !== null && <UploadProgress percent={progress} of="image" />}
    </Stack>
  );
}
