import {
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { requiredText } from '#contracts/common';
import { type DisputeDetail, disputeOutcome, MAX_NOTE_LENGTH } from '#contracts/disputes';
import { priceAmount } from '#contracts/money';
import { errorText } from '#lib/error-text';
import { useMoney } from '#lib/use-currency';
import { zodResolver } from '#lib/zod-resolver';
import { type Resolution, useResolveDispute } from '../disputes-api';

const note = requiredText('Note', MAX_NOTE_LENGTH);

/**
 * The form's fields, all checked at once: an adjusted outcome needs a valid price (the shared
 * `priceAmount`); the others ignore the price box. The output is the API's body.
 */
const resolveForm = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('adjusted'), price: priceAmount, note }),
    z.object({ outcome: z.enum(['completed', 'cancelled']), price: z.string(), note }),
  ])
  .transform(
    (v): Resolution => (v.outcome === 'adjusted' ? v : { outcome: v.outcome, note: v.note }),
  );

const NOT_SAVED = 'The dispute was not resolved. Please try again.';

/**
 * How the admin ends a dispute: completed at the agreed price, at an adjusted price, or
 * cancelled, with a note both parties read. Asks once before it is saved.
 */
export function ResolveDisputeForm({ detail }: { detail: DisputeDetail }) {
  const money = useMoney();
  const resolve = useResolveDispute();
  const [pending, setPending] = useState<Resolution | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resolveForm),
    defaultValues: { outcome: 'completed' as Resolution['outcome'], price: '', note: '' },
  });
  const { errors } = form.formState;
  const outcome = form.watch('outcome');
  const agreed = detail.order.price;

  const describe = (r: Resolution) =>
    r.outcome === 'cancelled'
      ? 'cancel the order (nothing is billed for it)'
      : r.outcome === 'adjusted'
        ? `complete the order at ${money(r.price ?? 0)}`
        : `complete the order at the agreed price${agreed === null ? '' : ` (${money(agreed)})`}`;

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      await resolve.mutateAsync({ disputeId: detail.dispute_id, body: pending });
    } catch (error) {
      setPending(null);
      setFailure(errorText(error, NOT_SAVED));
      return;
    }
    setPending(null);
    notifications.show({
      color: 'green',
      title: `Dispute #${detail.dispute_id} resolved`,
      message: 'Both parties were told how it ended.',
    });
  };

  return (
    <section aria-labelledby="resolve-heading">
      <Title order={3} size="h4" id="resolve-heading" mb="xs">
        Resolve
      </Title>
      <form
        noValidate
        onSubmit={(e) =>
          void form.handleSubmit((values) => {
            setFailure(null);
            setPending(values);
          })(e)
        }
      >
        <Stack gap="md">
          <Controller
            control={form.control}
            name="outcome"
            render={({ field }) => (
              <Radio.Group
                label="Outcome"
                required
                value={field.value}
                onChange={(v) => field.onChange(disputeOutcome.parse(v))}
              >
                <Stack gap="xs" mt={6}>
                  <Radio
                    value="completed"
                    label={`Completed at the agreed price${agreed === null ? '' : ` (${money(agreed)})`}`}
                  />
                  <Radio value="adjusted" label="Completed at an adjusted price" />
                  <Radio value="cancelled" label="Cancelled (nothing is billed)" />
                </Stack>
              </Radio.Group>
            )}
          />
          {outcome === 'adjusted' && (
            <TextInput
              label="Adjusted price"
              placeholder="e.g. 1200"
              inputMode="decimal"
              leftSection="Rs"
              autoComplete="off"
              required
              maw={240}
              error={errors.price?.message}
              {...form.register('price')}
            />
          )}
          <Textarea
            label="Note to both parties"
            description="Why you decided this; both parties read it with the outcome."
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_NOTE_LENGTH}
            error={errors.note?.message}
            {...form.register('note')}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit">Resolve dispute</Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={pending !== null}
        onClose={resolve.isPending ? () => undefined : () => setPending(null)}
        title={`Resolve dispute #${detail.dispute_id}?`}
        centered
      >
        {pending && (
          <Stack gap="md">
            <Text size="sm">
              You will {describe(pending)}. Both parties are told, with your note. This cannot be
              undone.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setPending(null)}
                disabled={resolve.isPending}
                data-autofocus
              >
                Back
              </Button>
              <Button
                color={pending.outcome === 'cancelled' ? 'red' : undefined}
                loading={resolve.isPending}
                onClick={() => void confirm()}
              >
                Yes, resolve
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </section>
  );
}
