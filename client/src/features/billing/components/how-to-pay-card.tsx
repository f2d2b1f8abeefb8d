import { Button, CopyButton, Group, Paper, Text, Title } from '@mantine/core';
import { usePaymentInstructions } from '../api';
import { PaymentInstructions } from './payment-instructions';

/** The billing page's "How to pay": the admin's payment instructions, with a copy button. */
export function HowToPayCard() {
  const instructions = usePaymentInstructions();
  const text = instructions.data?.instructions ?? '';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="how-to-pay-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <div>
          <Title order={2} size="h3" id="how-to-pay-title">
            How to pay
          </Title>
          <Text size="sm" c="dimmed">
            Pay the amount due as the platform asks here, then send your receipt with Pay Now.
          </Text>
        </div>
        {text.trim() && (
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                onClick={copy}
                aria-label={copied ? 'Payment instructions copied' : 'Copy payment instructions'}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
      <PaymentInstructions />
    </Paper>
  );
}
