import { Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '#lib/format-date';
import { TruncatedText } from './truncated-text';

type Props = { rating: number; review: string | null; reviewDate: string | null; cut?: number };

/** A given rating: the stars (read out as "Rated 4 out of 5"), the comment and its date. */
export function OrderRating({ rating, review, reviewDate, cut }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Rating
          value={rating}
          readOnly
          size="sm"
          role="img"
          aria-label={t('orders.card.rated', { rating })}
        />
        {reviewDate && (
          <Text size="xs" c="dimmed">
            <time dateTime={reviewDate}>{formatDay(reviewDate)}</time>
          </Text>
        )}
      </Group>
      {review &&
        (cut ? (
          <TruncatedText text={review} limit={cut} />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
            {review}
          </Text>
        ))}
    </Stack>
  );
}
