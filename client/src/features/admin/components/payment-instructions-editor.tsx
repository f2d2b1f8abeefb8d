import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { LoadError } from '#components/ui/load-error';
import { MAX_PAYMENT_INSTRUCTIONS } from '#contracts/billing';
import { FormAlert } from '#features/auth/components/form-alert';
import { PaymentInstructionsText } from '#features/billing/components/payment-instructions';
import { formatMoment } from '#lib/format-date';
import { adminFailure } from '../errors';
import { useAdminPaymentInstructions, useSavePaymentInstructions } from '../instructions-api';

const SAVE_FAILED = 'Failed to save the payment instructions.';
const PLACEHOLDER = [
  'Bank: Meezan Bank, Gulberg branch',
  'Account title: ServiceHub (Pvt) Ltd',
  'IBAN: PK36 MEZN 0001 2345 6789 0123',
  'JazzCash / Easypaisa: 0300 1234567',
  'Write your invoice number in the payment reference.',
].join('\n');

/**
 * Where the admin writes how providers pay the fee, with a live preview of what providers see
 * on their billing page, in Pay Now and (as text) on the invoice PDF.
 */
export function PaymentInstructionsEditor() {
  const current = useAdminPaymentInstructions();
  const save = useSavePaymentInstructions();
  // Null while the admin has not changed anything: the saved text shows.
  const [draft, setDraft] = useState<string | null>(null);

  const saved = current.data?.instructions ?? '';
  const value = draft ?? saved;
  const dirty = value.trim() !== saved;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || save.isPending) return;
    try {
      await save.mutateAsync(value.trim());
    } catch {
      return;
    }
    setDraft(null);
    notifications.show({
      color: 'green',
      title: 'Payment instructions saved',
      message: value.trim()
        ? 'Providers now see the new instructions.'
        : 'Providers now see that no instructions are set.',
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="payment-instructions-title"
    >
      <Title order={2} size="h3" id="payment-instructions-title">
        Payment instructions
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        How providers pay the platform fee: bank account, IBAN, mobile wallets such as JazzCash or
        Easypaisa. Shown on their billing page, in Pay Now and on invoice PDFs.
      </Text>
      {current.isPending ? (
        <Skeleton
          height={180}
          radius="md"
          role="status"
          aria-label="Loading payment instructions"
        />
      ) : current.isError ? (
        <LoadError
          message="We could not load the payment instructions."
          onRetry={() => void current.refetch()}
        />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Textarea
                label="Instructions"
                description={`${value.length} / ${MAX_PAYMENT_INSTRUCTIONS} characters. Leave empty to show that none are set.`}
                placeholder={PLACEHOLDER}
                autosize
                minRows={6}
                maxRows={16}
                maxLength={MAX_PAYMENT_INSTRUCTIONS}
                value={value}
                onChange={(e) => setDraft(e.currentTarget.value)}
                disabled={save.isPending}
              />
              <section aria-labelledby="payment-instructions-preview">
                <Title order={3} size="h6" id="payment-instructions-preview">
                  Preview: what providers see
                </Title>
                <Text size="xs" c="dimmed" mb={6}>
                  On their billing page and in Pay Now, as you type.
                </Text>
                <PaymentInstructionsText text={value.trim()} />
              </section>
            </SimpleGrid>
            <FormAlert message={save.isError ? adminFailure(save.error, SAVE_FAILED) : null} />
            <Group justify="space-between" gap="sm">
              <Text size="xs" c="dimmed">
                {current.data.updated_at
                  ? `Last saved ${formatMoment(Date.parse(current.data.updated_at))}`
                  : 'Not set yet'}
                {dirty ? ' · unsaved changes' : ''}
              </Text>
              <Group gap="sm">
                {dirty && (
                  <Button
                    variant="default"
                    onClick={() => setDraft(null)}
                    disabled={save.isPending}
                  >
                    Discard changes
                  </Button>
                )}
                <Button type="submit" disabled={!dirty} loading={save.isPending}>
                  Save instructions
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
