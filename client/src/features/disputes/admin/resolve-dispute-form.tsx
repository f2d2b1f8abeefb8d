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
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredText } from '#contracts/common';
import { type DisputeDetail, disputeOutcome, MAX_NOTE_LENGTH } from '#contracts/disputes';
import { priceAmount } from '#contracts/money';
import { errorText } from '#lib/error-text';
import { useMoney } from '#lib/use-currency';
import { zodResolver } from '#lib/zod-resolver';
import { type Resolution, useResolveDispute } from '../api/admin-disputes';

const note = requiredText('disputes.validation.noteRequired', MAX_NOTE_LENGTH);

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

/**
 * How the admin ends a dispute: completed at the agreed price, at an adjusted price, or
 * cancelled, with a note both parties read. Asks once before it is saved.
 */
export function ResolveDisputeForm({ detail }: { detail: DisputeDetail }) {
  const { t } = useTranslation();
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

  /** What saving will do, asked once before it is done. */
  const consequence = (r: Resolution) =>
    r.outcome === 'cancelled'
      ? t('admin.resolveDispute.confirmCancel')
      : r.outcome === 'adjusted'
        ? t('admin.resolveDispute.confirmAdjusted', { price: money(r.price ?? 0) })
        : agreed === null
          ? t('admin.resolveDispute.confirmAgreed')
          : t('admin.resolveDispute.confirmAgreedPrice', { price: money(agreed) });

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      await resolve.mutateAsync({ disputeId: detail.dispute_id, body: pending });
    } catch (error) {
      setPending(null);
      setFailure(errorText(error, t('admin.resolveDispute.notSaved')));
      return;
    }
    setPending(null);
    notifications.show({
      color: 'green',
      title: t('admin.resolveDispute.doneTitle', { id: detail.dispute_id }),
      message: t('admin.resolveDispute.done'),
    });
  };

  return (
    <section aria-labelledby="resolve-heading">
      <Title order={3} size="h4" id="resolve-heading" mb="xs">
        {t('admin.resolveDispute.heading')}
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
                label={t('admin.resolveDispute.outcome')}
                required
                value={field.value}
                onChange={(v) => field.onChange(disputeOutcome.parse(v))}
              >
                <Stack gap="xs" mt={6}>
                  <Radio
                    value="completed"
                    label={
                      agreed === null
                        ? t('admin.resolveDispute.agreed')
                        : t('admin.resolveDispute.agreedPrice', { price: money(agreed) })
                    }
                  />
                  <Radio value="adjusted" label={t('admin.resolveDispute.adjusted')} />
                  <Radio value="cancelled" label={t('admin.resolveDispute.cancelled')} />
                </Stack>
              </Radio.Group>
            )}
          />
          {outcome === 'adjusted' && (
            <TextInput
              label={t('admin.resolveDispute.adjustedPrice')}
              placeholder={t('admin.resolveDispute.pricePlaceholder')}
              inputMode="decimal"
              leftSection={t('admin.resolveDispute.currency')}
              autoComplete="off"
              required
              maw={240}
              error={errors.price?.message}
              {...form.register('price')}
            />
          )}
          <Textarea
            label={t('admin.resolveDispute.note')}
            description={t('admin.resolveDispute.noteHint')}
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
            <Button type="submit">{t('admin.resolveDispute.submit')}</Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={pending !== null}
        onClose={resolve.isPending ? () => undefined : () => setPending(null)}
        title={t('admin.resolveDispute.confirmTitle', { id: detail.dispute_id })}
        centered
      >
        {pending && (
          <Stack gap="md">
            <Text size="sm">{consequence(pending)}</Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setPending(null)}
                disabled={resolve.isPending}
                data-autofocus
              >
                {t('admin.resolveDispute.back')}
              </Button>
              <Button
                color={pending.outcome === 'cancelled' ? 'red' : undefined}
                loading={resolve.isPending}
                onClick={() => void confirm()}
              >
                {t('admin.resolveDispute.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </section>
  );
}
