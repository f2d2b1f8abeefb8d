import { Alert, Button, Group, Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contracts/orders';
import { text } from '#lib/i18n';
import { useLastPresent } from '#lib/use-last-present';
import { useSubmitFeedback } from '../api/orders';
import { feedbackFailureDetail } from '../errors';

type Props = { order: Order | null; clientId: number; onClose: () => void };

const COMMENT_MAX = 1000;
const starLabel = (n: number) =>
  n === 0
    ? text('orders.feedback.noRating')
    : n === 1
      ? text('orders.feedback.star', { count: n })
      : text('orders.feedback.stars', { count: n });

/** Rates a completed order once: 1 to 5 stars and a comment, both required. */
export function FeedbackModal({ order, clientId, onClose }: Props) {
  const { t } = useTranslation();
  const submit = useSubmitFeedback(clientId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<{
    title: 'orders.validation.feedbackIncomplete' | 'orders.feedback.failed';
    detail?: string;
  } | null>(null);
  const ratingLabelId = useId();
  const shown = useLastPresent(order);

  // A fresh form for each order opened.
  const orderId = order?.request_id ?? null;
  useEffect(() => {
    if (orderId !== null) {
      setRating(0);
      setComment('');
      setProblem(null);
    }
  }, [orderId]);

  function send() {
    if (!order) return;
    if (rating < 1 || comment.trim() === '') {
      setProblem({ title: 'orders.validation.feedbackIncomplete' });
      return;
    }
    setProblem(null);
    submit.mutate(
      { request_id: order.request_id, rating, comment: comment.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('orders.feedback.saved') });
          onClose();
        },
        onError: (error) =>
          setProblem({ title: 'orders.feedback.failed', detail: feedbackFailureDetail(error) }),
      },
    );
  }

  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={
        shown ? t('orders.feedback.title', { name: shown.name }) : t('orders.feedback.titlePlain')
      }
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          {shown?.sp_name && (
            <Text size="sm" c="dimmed">
              {t('orders.feedback.intro', { name: shown.sp_name })}
            </Text>
          )}
          <Input.Wrapper
            label={t('orders.feedback.rating')}
            labelElement="div"
            id={ratingLabelId}
            required
          >
            <Rating
              value={rating}
              onChange={setRating}
              size="xl"
              mt={4}
              getSymbolLabel={starLabel}
              role="radiogroup"
              aria-labelledby={`${ratingLabelId}-label`}
              // Mantine only previews a star on arrow keys (Space or Enter picks it); like any
              // radio group, an arrow key picks the star it moves to.
              onKeyUp={(event) => {
                const target = event.target;
                if (event.key.startsWith('Arrow') && target instanceof HTMLInputElement) {
                  setRating(Number(target.value));
                }
              }}
            />
          </Input.Wrapper>
          <Textarea
            label={t('orders.feedback.comment')}
            placeholder={t('orders.feedback.commentPlaceholder')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert" title={t(problem.title)}>
              {problem.detail}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('orders.feedback.cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {t('orders.feedback.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
