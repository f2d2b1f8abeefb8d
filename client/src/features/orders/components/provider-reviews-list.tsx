import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
import { ReplyNote } from '#components/ui/reply-note';
import { Typed } from '#components/ui/typed';
import { REVIEW_CUT } from '#contracts/orders';
import type { ProviderReview as ProviderReviewItem } from '#contracts/providers';
import { ReportButton } from '#features/moderation/shared/report-button';
import { useMyReviews } from '../api/orders';
import { OrderRating } from './order-rating';
import { ReviewReplyForm } from './review-reply-form';

/** My Reviews: the ratings of the provider's completed orders, newest first, with its replies. */
export function ProviderReviewsList({ spId }: { spId: number }) {
  const { t } = useTranslation();
  const pages = useMyReviews(spId);
  return (
    <PagedQueryStates
      query={pages}
      loading={
        <Stack role="status" aria-busy="true" aria-label={t('orders.reviews.loading')}>
          {[1, 2].map((n) => (
            <Skeleton key={n} height={120} radius="md" />
          ))}
        </Stack>
      }
      errorMessage={t('orders.reviews.loadFailed')}
      empty={{
        icon: <StarIcon size={26} />,
        title: t('orders.reviews.emptyTitle'),
        description: t('orders.reviews.emptyText'),
      }}
      what={t('orders.reviews.more')}
    >
      {(reviews) => (
        <Stack component="ul" gap="md" p={0} m={0}>
          {reviews.map((r) => (
            <ProviderReview key={r.request_id} review={r} spId={spId} />
          ))}
        </Stack>
      )}
    </PagedQueryStates>
  );
}

function ProviderReview({ review: o, spId }: { review: ProviderReviewItem; spId: number }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <OrderRating
        rating={o.rating ?? 0}
        review={o.review}
        reviewDate={o.review_date}
        cut={REVIEW_CUT}
      />
      <Group justify="space-between" gap="xs" mt="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          <Text span fw={600} c="var(--mantine-color-text)" inherit>
            <Typed>{o.client_name}</Typed>
          </Text>{' '}
          · {o.service_name}
        </Text>
        <ReportButton kind="review" targetId={o.request_id} />
      </Group>
      {o.reply !== null ? (
        <ReplyNote heading={t('orders.reviews.yourReply')} date={o.reply_date} text={o.reply} />
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
          aria-label={t('orders.reviews.replyTo', { name: o.client_name, service: o.service_name })}
        >
          {t('orders.reviews.reply')}
        </Button>
      )}
    </Paper>
  );
}
