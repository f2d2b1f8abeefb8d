import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '#components/ui/icons';
import { LoadMore } from '#components/ui/load-more';
import { QueryStates } from '#components/ui/query-states';
import { ReplyNote } from '#components/ui/reply-note';
import { formatDay } from '#lib/format-date';
import { useProviderReviews } from '../api/view-profile';
import { RatingStars } from './view-profile-stars';

type Props = { spId: string; providerName: string };

/** The Reviews tab: stars, comment, who wrote it, for which service and when; the provider's reply. */
export function ViewProfileReviews({ spId, providerName }: Props) {
  const { t } = useTranslation();
  const reviews = useProviderReviews(spId);

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
                  <Text size="sm" c="dimmed">
                    <time dateTime={review.review_date}>{formatDay(review.review_date)}</time>
                  </Text>
                </Group>
                <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {review.review}
                </Text>
                <Text size="sm" c="dimmed" mt="xs">
                  <Text span fw={600} c="var(--mantine-color-text)" inherit>
                    {review.client_name}
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
