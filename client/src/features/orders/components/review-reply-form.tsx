import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_REPLY_MAX, reviewReplyRequest } from '#contracts/orders';
import { errorText, isStaleRefusal } from '#lib/error-text';
import { zodResolver } from '#lib/zod-resolver';
import { useReplyToReview } from '../api/orders';

type Props = { requestId: number; spId: number; clientName: string; onClose: () => void };

/** The provider's one reply to a review: a short text, sent once. */
export function ReviewReplyForm({ requestId, spId, clientName, onClose }: Props) {
  const { t } = useTranslation();
  const send = useReplyToReview(spId);
  const form = useForm({
    resolver: zodResolver(reviewReplyRequest),
    defaultValues: { reply: '' },
  });
  const { errors } = form.formState;
  // Opened by the Reply button: the cursor goes straight to the text.
  useEffect(() => form.setFocus('reply'), [form.setFocus]);

  const onSubmit = form.handleSubmit(async ({ reply }) => {
    try {
      await send.mutateAsync({ requestId, reply });
    } catch (error) {
      // Replied meanwhile (another tab): the list shows that reply now, and this form goes.
      if (isStaleRefusal(error)) {
        notifications.show({ color: 'yellow', message: errorText(error) });
        onClose();
      }
      return; // otherwise the alert below says why
    }
    notifications.show({ color: 'green', message: t('orders.reply.posted') });
    onClose();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('orders.reply.form', { name: clientName })}>
      <Stack gap="xs" mt="sm">
        <Textarea
          label={t('orders.reply.label')}
          description={t('orders.reply.hint', { max: REVIEW_REPLY_MAX })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REVIEW_REPLY_MAX}
          error={errors.reply?.message}
          {...form.register('reply')}
        />
        {send.isError && !isStaleRefusal(send.error) && (
          <Alert role="alert" color="red" variant="light" radius="md">
            {errorText(send.error, t('orders.reply.failed'))}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {t('orders.reply.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} disabled={send.isPending}>
            {t('orders.reply.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
