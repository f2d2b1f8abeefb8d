import { Alert, Button, Group, Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useId, useState } from 'react';
import { type Order, OrderMessages } from '#contracts/orders';
import { useSubmitFeedback } from '../api';
import { feedbackFailureDetail } from '../errors';
import { useLastPresent } from '../use-last-present';

type Props = { order: Order | null; clientId: number; onClose: () => void };

const COMMENT_MAX = 1000;
const starLabel = (n: number) => (n === 0 ? 'No rating' : `${n} ${n === 1 ? 'star' : 'stars'}`);

/** Rates a completed order once: 1 to 5 stars and a comment, both required. */
export function FeedbackModal({ order, clientId, onClose }: Props) {
  const submit = useSubmitFeedback(clientId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<{ title: string; detail?: string } | null>(null);
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
      setProblem({ title: OrderMessages.feedbackIncomplete });
      return;
    }
    setProblem(null);
    submit.mutate(
      { request_id: order.request_id, rating, comment: comment.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: OrderMessages.feedbackSaved });
          onClose();
        },
        onError: (error) =>
          setProblem({ title: OrderMessages.feedbackFailed, detail: feedbackFailureDetail(error) }),
      },
    );
  }

  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={shown ? `Rate your ${shown.name} order` : 'Give feedback'}
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
              How did {shown.sp_name} do? Your rating and comment appear on their profile.
            </Text>
          )}
          <Input.Wrapper label="Rating" labelElement="div" id={ratingLabelId} required>
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
            label="Comment"
            placeholder="What went well? What could be better?"
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert" title={problem.title}>
              {problem.detail}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.isPending}>
              Submit feedback
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
