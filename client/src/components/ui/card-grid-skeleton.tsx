import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder cards shown while a list of cards loads. */
export function CardGridSkeleton({ count = 6, height = 220 }: { count?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
