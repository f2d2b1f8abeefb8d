import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { LoadError } from '#components/ui/load-error';
import { useActiveCategories } from '../api/catalog';
import { CategoryCard } from '../components/category-card';

/** Active categories as cards, with loading, empty and error states. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useActiveCategories();
  if (isPending) return <CardGridSkeleton />;
  if (isError) {
    return (
      <LoadError message={t('catalog.categories.loadFailed')} onRetry={() => void refetch()} />
    );
  }
  if (data.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {t('catalog.categories.none')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {data.map((category) => (
        <CategoryCard key={category.category_id} category={category} />
      ))}
    </SimpleGrid>
  );
}
