import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../shared/category-grid';

export function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        {t('catalog.categories.title')}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('catalog.categories.intro')}
      </Text>
      <CategoryGrid />
    </Container>
  );
}
