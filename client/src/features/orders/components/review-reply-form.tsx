import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { REVIEW_REPLY_MAX, reviewReplyRequest } from '#contracts/orders';
import { errorText, isStaleRefusal } from '#lib/error-text';
import { zodResolver } from '#lib/zod-resolver';
import { useReplyToReview } from '../api';

type Props = { requestId: number; spId: number; clientName: string; onClose: () => void };

/** The provider's one reply to a review: a short text, sent once. */
export function ReviewReplyForm({ requestId, spId, clientName, onClose }: Props) {
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
    notifications.show({ color: 'green', message: 'Your reply was posted.' });
    onClose();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Reply to ${clientName}'s review`}>
      <Stack gap="xs" mt="sm">
        <Textarea
          label="Your reply"
          description={`Shown under the review on your profile. You can reply once, up to ${REVIEW_REPLY_MAX} characters.`}
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
            {errorText(send.error, 'Your reply was not posted. Please try again.')}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending} disabled={send.isPending}>
            Post reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
