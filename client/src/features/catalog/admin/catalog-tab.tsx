import { EmptyState, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BriefcaseIcon } from '#components/ui/icons';
import { LoadError } from '#components/ui/load-error';
import { useAllCategories } from '../api/admin-catalog';
import { CategoryStatusRow } from './category-status-row';
import { ServicesPanel } from './services-panel';

/** Every category with its on/off switch; the chosen one's services beside (below on phones). */
export function CatalogTab() {
  const { t } = useTranslation();
  const categories = useAllCategories();
  const [chosenId, setChosenId] = useState<number | null>(null);

  if (categories.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('admin.catalog.loading')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (categories.isError) {
    return (
      <LoadError
        message={t('admin.catalog.loadFailed')}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  if (categories.data.length === 0) {
    return (
      <EmptyState
        py="xl"
        variant="light"
        icon={<BriefcaseIcon size={28} />}
        title={t('admin.catalog.emptyTitle')}
        description={t('admin.catalog.emptyText')}
      />
    );
  }

  const list = categories.data;
  const chosen = list.find((c) => c.category_id === chosenId) ?? list[0] ?? null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Title order={2} size="h4" mb={4} id="admin-categories-heading">
          {t('admin.catalog.heading')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin.catalog.intro')}
        </Text>
        <Stack gap="xs" component="ul" aria-labelledby="admin-categories-heading" p={0} m={0}>
          {list.map((category) => (
            <CategoryStatusRow
              key={category.category_id}
              category={category}
              selected={category.category_id === chosen?.category_id}
              onSelect={() => setChosenId(category.category_id)}
            />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {chosen && <ServicesPanel category={chosen} />}
      </Grid.Col>
    </Grid>
  );
}
