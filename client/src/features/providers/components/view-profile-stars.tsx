import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { value: number; size?: 'xs' | 'sm' | 'md' | 'lg'; withValue?: boolean };

/** A read-only star rating, read out as "Rated 4.3 out of 5"; the number has one decimal. */
export function RatingStars({ value, size = 'sm', withValue = false }: Props) {
  const { t } = useTranslation();
  const shown = value.toFixed(1);
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={t('providers.rating.stars', { value: shown })}
    >
      <Rating value={value} fractions={2} readOnly size={size} aria-hidden />
      {withValue && (
        <Text fw={700} size={size} aria-hidden>
          {shown}
        </Text>
      )}
    </Group>
  );
}
