import { Container, Text, Title } from '@mantine/core';
import { CategoryGrid } from '../components/category-grid';

export function CategoriesPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        Categories
      </Title>
      <Text c="dimmed" mb="xl">
        Pick a category to see its services and request help.
      </Text>
      <CategoryGrid />
    </Container>
  );
}
