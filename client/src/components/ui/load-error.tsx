import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A failed load, said plainly, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('common.loadError.title')} role="alert">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('common.loadError.tryAgain')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
