import { Button, EmptyState, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type Order, REVIEW_CUT } from '../../../../../contracts/orders';
import { StarIcon } from '../../../components/ui/icons';
import { ReplyNote } from '../../../components/ui/reply-note';
import { OrderRating } from './order-rating';
import { ReviewReplyForm } from './review-reply-form';

/** My Reviews: the ratings of the provider's completed orders, newest first, with its replies. */
export function ProviderReviewsList({ orders, spId }: { orders: Order[]; spId: number }) {
  const reviews = orders
    .filter((o) => o.rating !== null)
    .sort((a, b) => (b.review_date ?? '').localeCompare(a.review_date ?? ''));
  if (reviews.length === 0) {
    return (
      <EmptyState
        py="xl"
        variant="light"
        icon={<StarIcon size={26} />}
        title="No reviews yet"
        description="Clients can rate an order once it is completed; their reviews show here."
      />
    );
  }
  return (
    <Stack component="ul" gap="md" p={0} m={0}>
      {reviews.map((o) => (
        <ProviderReview key={o.request_id} order={o} spId={spId} />
      ))}
    </Stack>
  );
}

function ProviderReview({ order: o, spId }: { order: Order; spId: number }) {
  const [replying, setReplying] = useState(false);
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <OrderRating
        rating={o.rating ?? 0}
        review={o.review}
        reviewDate={o.review_date}
        cut={REVIEW_CUT}
      />
      <Text size="sm" c="dimmed" mt="xs">
        <Text span fw={600} c="var(--mantine-color-text)" inherit>
          {o.client_name}
        </Text>{' '}
        · {o.name}
      </Text>
      {o.reply !== null ? (
        <ReplyNote heading="Your reply" date={o.reply_date} text={o.reply} />
      ) : replying ? (
        <ReviewReplyForm
          requestId={o.request_id}
          spId={spId}
          clientName={o.client_name}
          onClose={() => setReplying(false)}
        />
      ) : (
        <Button
          variant="light"
          size="xs"
          mt="sm"
          onClick={() => setReplying(true)}
          aria-label={`Reply to ${o.client_name}'s review of ${o.name}`}
        >
          Reply
        </Button>
      )}
    </Paper>
  );
}
