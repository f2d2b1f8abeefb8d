import { SimpleGrid, Text } from '@mantine/core';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { LoadError } from '#components/ui/load-error';
import { Messages } from '#contracts/messages';
import { useActiveCategories } from '../api';
import { CategoryCard } from './category-card';

/** Active categories as cards, with loading, empty and error states. */
export function CategoryGrid() {
  const { data, isPending, isError, refetch } = useActiveCategories();
  if (isPending) return <CardGridSkeleton />;
  if (isError) {
    return <LoadError message="We could not load the categories." onRetry={() => void refetch()} />;
  }
  if (data.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {Messages.noActiveCategories}
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
