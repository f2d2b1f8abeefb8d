import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '#components/ui/icons';
import { LoadMore, type MorePages } from '#components/ui/load-more';
import { QueryStates } from '#components/ui/query-states';
import { ReplyNote } from '#components/ui/reply-note';
import { Typed } from '#components/ui/typed';
import { ReportButton } from '#features/moderation/shared/report-button';
import { formatDay } from '#lib/format-date';
import { useSession } from '#lib/session';
import { useProviderReviews } from '../api/view-profile';
import { RatingStars } from './view-profile-stars';

/** A review as a list shows it, whoever may read it: its author as that reader may see them. */
export type ReviewItem = {
  request_id: number;
  author: string;
  service_name: string;
  rating: number;
  review: string;
  review_date: string;
  reply: string | null;
  reply_date: string | null;
};

type ReviewPages = UseQueryResult<ReviewItem[], unknown> & MorePages;

/** The Reviews tab: stars, comment, who wrote it, for which service and when; the provider's reply. */
export function ViewProfileReviews({ spId, providerName }: { spId: string; providerName: string }) {
  return <ReviewList reviews={useProviderReviews(spId)} providerName={providerName} />;
}

/** A provider's reviews, a page at a time, with loading, failed and empty states. */
export function ReviewList({
  reviews,
  providerName,
}: {
  reviews: ReviewPages;
  providerName: string;
}) {
  const { t } = useTranslation();
  // Anyone signed in may report a review (decision 0067); a visitor reads them only.
  const signedIn = useSession() !== null;
  return (
    <QueryStates
      query={reviews}
      loading={
        <Stack
          role="status"
          aria-busy="true"
          aria-label={t('providers.viewProfile.reviewsLoading')}
        >
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={110} radius="md" />
          ))}
        </Stack>
      }
      errorMessage={t('providers.viewProfile.reviewsFailed')}
      empty={{
        icon: <StarIcon size={26} />,
        title: t('providers.viewProfile.reviewsEmptyTitle'),
        description: t('providers.viewProfile.reviewsEmptyText'),
      }}
    >
      {(data) => (
        <Stack gap="md">
          <Stack component="ul" gap="md" p={0} m={0}>
            {data.map((review) => (
              <Paper
                key={review.request_id}
                component="li"
                withBorder
                radius="md"
                p="md"
                style={{ listStyle: 'none' }}
              >
                <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
                  <RatingStars value={review.rating} />
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      <time dateTime={review.review_date}>{formatDay(review.review_date)}</time>
                    </Text>
                    {signedIn && <ReportButton kind="review" targetId={review.request_id} />}
                  </Group>
                </Group>
                <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} dir="auto">
                  {review.review}
                </Text>
                <Text size="sm" c="dimmed" mt="xs">
                  <Text span fw={600} c="var(--mantine-color-text)" inherit>
                    <Typed>{review.author}</Typed>
                  </Text>{' '}
                  · {review.service_name}
                </Text>
                {review.reply !== null && (
                  <ReplyNote
                    heading={t('providers.viewProfile.replyFrom', { name: providerName })}
                    date={review.reply_date}
                    text={review.reply}
                  />
                )}
              </Paper>
            ))}
          </Stack>
          <LoadMore pages={reviews} what={t('providers.viewProfile.loadMoreWhat')} />
        </Stack>
      )}
    </QueryStates>
  );
}
