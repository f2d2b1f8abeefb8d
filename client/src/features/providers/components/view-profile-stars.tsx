import { Group, Rating, Text } from '@mantine/core';

type Props = { value: number; size?: 'xs' | 'sm' | 'md' | 'lg'; withValue?: boolean };

/** A read-only star rating, read out as "Rated 4.3 out of 5"; the number has one decimal. */
export function RatingStars({ value, size = 'sm', withValue = false }: Props) {
  const shown = value.toFixed(1);
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={`Rated ${shown} out of 5`}>
      <Rating value={value} fractions={2} readOnly size={size} aria-hidden />
      {withValue && (
        <Text fw={700} size={size} aria-hidden>
          {shown}
        </Text>
      )}
    </Group>
  );
}
