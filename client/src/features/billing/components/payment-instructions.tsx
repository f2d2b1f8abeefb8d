import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import { usePaymentInstructions } from '../api/payment-instructions';

/**
 * The admin's payment instructions as providers see them: the text as written, line breaks
 * kept, each line in the direction of its own words, or a plain note that there are none yet.
 * The admin's preview shows this same view.
 */
export function PaymentInstructionsText({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!text.trim()) {
    return (
      <Alert color="gray" variant="light" radius="md" role="note">
        {t('billing.instructions.notSet')}
      </Alert>
    );
  }
  return (
    <Text
      size="sm"
      p="sm"
      bg="gray.0"
      bd="1px solid var(--mantine-color-gray-3)"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        // Each line in its own direction: an English bank line and an Urdu note can share them.
        unicodeBidi: 'plaintext',
      }}
      dir="auto"
    >
      {text}
    </Text>
  );
}

/** Loads the payment instructions and shows them, with their loading and failed states. */
export function PaymentInstructions() {
  const { t } = useTranslation();
  const instructions = usePaymentInstructions();
  if (instructions.isPending) {
    return (
      <Stack gap={8} role="status" aria-label={t('billing.instructions.loading')}>
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="85%" />
        <Skeleton height={12} width="50%" />
      </Stack>
    );
  }
  if (instructions.isError) {
    return (
      <LoadError
        message={t('billing.instructions.loadFailed')}
        onRetry={() => void instructions.refetch()}
      />
    );
  }
  return <PaymentInstructionsText text={instructions.data.instructions} />;
}
