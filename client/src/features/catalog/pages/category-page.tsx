import {
  Anchor,
  Breadcrumbs,
  Container,
  Group,
  Image,
  SimpleGrid,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { LoadError } from '#components/ui/load-error';
import { ApiError } from '#lib/api-client';
import { paths } from '#lib/paths';
import { useActiveServices, useCategory } from '../api/catalog';
import { ServiceCard } from '../components/service-card';

export function CategoryPage() {
  const { t } = useTranslation();
  const { categoryId = '' } = useParams();
  const category = useCategory(categoryId);
  const services = useActiveServices(categoryId, category.isSuccess);

  if (category.isPending) {
    return (
      <Container size="lg" py="xl">
        <CardGridSkeleton count={3} height={140} />
      </Container>
    );
  }
  if (category.isError) {
    const missing =
      category.error instanceof ApiError && [400, 404].includes(category.error.status);
    return (
      <Container size="lg" py="xl">
        {missing ? (
          <Title order={1} size="h3" ta="center" py="xl">
            {t('catalog.category.notFound')}
          </Title>
        ) : (
          <LoadError
            message={t('catalog.category.loadFailed')}
            onRetry={() => void category.refetch()}
          />
        )}
      </Container>
    );
  }

  const { name, description, image } = category.data;
  return (
    <Container size="lg" py="xl">
      <nav aria-label={t('catalog.category.breadcrumb')}>
        <Breadcrumbs mb="lg">
          <Anchor component={Link} to={paths.categories}>
            {t('catalog.categories.title')}
          </Anchor>
          <Text aria-current="page">{name}</Text>
        </Breadcrumbs>
      </nav>
      <Group gap="lg" mb="xl" wrap="nowrap" align="flex-start">
        <Image src={image} alt="" w={80} h={80} fallbackSrc="/images/logo.png" />
        <div>
          <Title order={1}>{name}</Title>
          <Text c="dimmed" mt={4}>
            {description}
          </Text>
          <Anchor
            component={Link}
            to={`${paths.findProvider}?category=${encodeURIComponent(categoryId)}`}
            size="sm"
            fw={600}
            mt={6}
            display="inline-block"
          >
            {t('catalog.category.seeProviders', { name })}
          </Anchor>
        </div>
      </Group>
      {services.isPending ? (
        <CardGridSkeleton count={3} height={140} />
      ) : services.isError ? (
        <LoadError
          message={t('catalog.category.servicesFailed')}
          onRetry={() => void services.refetch()}
        />
      ) : services.data.length === 0 ? (
        <Text c="dimmed">{t('catalog.category.noServices')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {services.data.map((service) => (
            <ServiceCard key={service.service_id} service={service} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
