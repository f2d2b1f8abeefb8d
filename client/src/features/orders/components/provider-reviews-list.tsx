import { EmptyState, Paper, Stack, Text } from '@mantine/core';
import { type Order, REVIEW_CUT } from '../../../../../contracts/orders';
import { StarIcon } from '../../../components/ui/icons';
import { OrderRating } from './order-rating';

/** My Reviews: the ratings of the provider's completed orders, newest first. */
export function ProviderReviewsList({ orders }: { orders: Order[] }) {
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
        <Paper
          key={o.request_id}
          component="li"
          withBorder
          radius="md"
          p="md"
          style={{ listStyle: 'none' }}
        >
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
        </Paper>
      ))}
    </Stack>
  );
}
