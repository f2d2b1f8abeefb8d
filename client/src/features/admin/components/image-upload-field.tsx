import { Box, FileInput, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useObjectUrl } from '#lib/use-object-url';
import { ICON_TYPES, IMAGE_HINT } from '../image-file';

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
  const preview = useObjectUrl(value);
  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={IMAGE_HINT}
        placeholder="Choose an image"
        accept={ICON_TYPES.join(',')}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the chosen image' }}
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
            <Image src={preview} alt="Preview of the chosen image" w={72} h={72} fit="contain" />
          </Box>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {value?.name}
          </Text>
        </Group>
      )}
      {progress !== null && (
        <Stack gap={4}>
          <Progress value={progress} animated={progress < 100} aria-label="Upload progress" />
          <Text size="xs" c="dimmed" aria-live="polite">
            {progress < 100 ? `Uploading… ${progress}%` : 'Upload complete, saving…'}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
