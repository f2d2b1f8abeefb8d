import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredText } from '#contracts/common';
import { type DisputeCase, MAX_NOTE_LENGTH } from '#contracts/disputes';
import { errorText } from '#lib/error-text';
import { useMoney } from '#lib/use-currency';
import { zodResolver } from '#lib/zod-resolver';
import { useResolveStale } from '../api/admin-disputes';

export type StaleChoice = { item: DisputeCase; outcome: 'completed' | 'cancelled' };

type Props = { choice: StaleChoice | null; onClose: () => void };

const noteForm = z.object({
  note: requiredText('disputes.validation.noteRequired', MAX_NOTE_LENGTH),
});

/** Completes or cancels a stale accepted order, with the note both parties will read. */
export function ResolveStaleModal({ choice, onClose }: Props) {
  const { t } = useTranslation();
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
      setFailure(errorText(error, t('admin.resolveStale.notSaved')));
      return;
    }
    notifications.show({
      color: 'green',
      title: t('admin.resolveStale.doneTitle', { order: choice.item.request_id }),
      message:
        choice.outcome === 'completed'
          ? t('admin.resolveStale.completed')
          : t('admin.resolveStale.cancelled'),
    });
    onClose();
  });

  return (
    <Modal
      opened={choice !== null}
      onClose={resolve.isPending ? () => undefined : onClose}
      title={
        shown
          ? t(completing ? 'admin.resolveStale.completeTitle' : 'admin.resolveStale.cancelTitle', {
              order: shown.item.request_id,
            })
          : t('admin.resolveStale.fallbackTitle')
      }
      centered
    >
      {shown && (
        <form noValidate onSubmit={(e) => void confirm(e)}>
          <Stack gap="md">
            <Text size="sm">
              {t('admin.resolveStale.summary', {
                service: shown.item.service_name,
                client: shown.item.client_name,
                provider: shown.item.sp_name,
                price: money(shown.item.price),
              })}{' '}
              {completing
                ? t('admin.resolveStale.willComplete')
                : t('admin.resolveStale.willCancel')}{' '}
              {t('admin.resolveStale.cannotUndo')}
            </Text>
            <Textarea
              label={t('admin.resolveStale.note')}
              description={t('admin.resolveStale.noteHint')}
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
                {t('admin.resolveStale.back')}
              </Button>
              <Button
                type="submit"
                color={completing ? undefined : 'red'}
                loading={resolve.isPending}
              >
                {completing
                  ? t('admin.resolveStale.confirmComplete')
                  : t('admin.resolveStale.confirmCancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
