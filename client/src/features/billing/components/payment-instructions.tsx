import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '#components/ui/load-error';
import { usePaymentInstructions } from '../api';

export const INSTRUCTIONS_NOT_SET =
  'The platform has not set payment instructions yet. Please check back later before you pay.';

/**
 * The admin's payment instructions as providers see them: the text as written, line breaks
 * kept, or a plain note that there are none yet. The admin's preview shows this same view.
 */
export function PaymentInstructionsText({ text }: { text: string }) {
  if (!text.trim()) {
    return (
      <Alert color="gray" variant="light" radius="md" role="note">
        {INSTRUCTIONS_NOT_SET}
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
      }}
    >
      {text}
    </Text>
  );
}

/** Loads the payment instructions and shows them, with their loading and failed states. */
export function PaymentInstructions() {
  const instructions = usePaymentInstructions();
  if (instructions.isPending) {
    return (
      <Stack gap={8} role="status" aria-label="Loading payment instructions">
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="85%" />
        <Skeleton height={12} width="50%" />
      </Stack>
    );
  }
  if (instructions.isError) {
    return (
      <LoadError
        message="We could not load the payment instructions."
        onRetry={() => void instructions.refetch()}
      />
    );
  }
  return <PaymentInstructionsText text={instructions.data.instructions} />;
}
