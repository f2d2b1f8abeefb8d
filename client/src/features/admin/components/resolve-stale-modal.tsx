import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { requiredText } from '#contracts/common';
import { type DisputeCase, MAX_NOTE_LENGTH } from '#contracts/disputes';
import { errorText } from '#lib/error-text';
import { useMoney } from '#lib/use-currency';
import { zodResolver } from '#lib/zod-resolver';
import { useResolveStale } from '../disputes-api';

export type StaleChoice = { item: DisputeCase; outcome: 'completed' | 'cancelled' };

type Props = { choice: StaleChoice | null; onClose: () => void };

const NOT_SAVED = 'The order was not changed. Please try again.';
const noteForm = z.object({ note: requiredText('Note', MAX_NOTE_LENGTH) });

/** Completes or cancels a stale accepted order, with the note both parties will read. */
export function ResolveStaleModal({ choice, onClose }: Props) {
  const money = useMoney();
  const resolve = useResolveStale();
  const [shown, setShown] = useState(choice);
  if (choice && choice !== shown) setShown(choice);
  const form = useForm({ resolver: zodResolver(noteForm), defaultValues: { note: '' } });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!choice) return;
    form.reset({ note: '' });
    setFailure(null);
  }, [choice, form]);

  const completing = shown?.outcome === 'completed';
  const confirm = form.handleSubmit(async ({ note }) => {
    if (!choice) return;
    setFailure(null);
    try {
      await resolve.mutateAsync({
        requestId: choice.item.request_id,
        body: { outcome: choice.outcome, note },
      });
    } catch (error) {
      setFailure(errorText(error, NOT_SAVED));
      return;
    }
    notifications.show({
      color: 'green',
      title: `Order #${choice.item.request_id}`,
      message:
        choice.outcome === 'completed'
          ? 'The order was completed. Both parties were told.'
          : 'The order was cancelled. Both parties were told.',
    });
    onClose();
  });

  return (
    <Modal
      opened={choice !== null}
      onClose={resolve.isPending ? () => undefined : onClose}
      title={
        shown
          ? `${completing ? 'Complete' : 'Cancel'} order #${shown.item.request_id}?`
          : 'Resolve order'
      }
      centered
    >
      {shown && (
        <form noValidate onSubmit={(e) => void confirm(e)}>
          <Stack gap="md">
            <Text size="sm">
              {shown.item.service_name} for {shown.item.client_name}, by {shown.item.sp_name}, at{' '}
              {money(shown.item.price)}.{' '}
              {completing
                ? 'It will be marked as completed at the agreed price and billed as usual.'
                : 'It will be cancelled and nothing is billed for it.'}{' '}
              This cannot be undone.
            </Text>
            <Textarea
              label="Note to both parties"
              description="Why you decided this; both parties read it."
              required
              autosize
              minRows={3}
              maxRows={8}
              maxLength={MAX_NOTE_LENGTH}
              data-autofocus
              error={form.formState.errors.note?.message}
              disabled={resolve.isPending}
              {...form.register('note')}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={resolve.isPending}>
                Back
              </Button>
              <Button
                type="submit"
                color={completing ? undefined : 'red'}
                loading={resolve.isPending}
              >
                {completing ? 'Yes, complete order' : 'Yes, cancel order'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
