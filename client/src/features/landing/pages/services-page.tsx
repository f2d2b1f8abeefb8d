import { Anchor, Container, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServicesCatalog } from '../api/landing';
import { LandingBreadcrumbs } from '../components/landing-breadcrumbs';
import { landingPaths, useInLanguage } from '../components/landing-links';
import { LandingFailure, LandingLoading } from '../components/landing-states';

/** /services: every active category with its active services, each a link to its page. */
export function ServicesPage() {
  const { t } = useTranslation();
  const inLanguage = useInLanguage();
  const catalog = useServicesCatalog();
  return (
    <Container size="lg" py="xl">
      <LandingBreadcrumbs crumbs={[{ label: t('landing.services.title') }]} />
      {catalog.isPending ? (
        <LandingLoading />
      ) : catalog.isError ? (
        <LandingFailure error={catalog.error} onRetry={() => void catalog.refetch()} />
      ) : (
        <Stack gap="lg">
          <div>
            <Title order={1}>{t('landing.services.title')}</Title>
            <Text c="dimmed" mt="xs">
              {t('landing.services.lead')}
            </Text>
          </div>
          {catalog.data.categories.length === 0 && <Text>{t('landing.services.empty')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {catalog.data.categories.map((category) => (
              <section
                key={category.category_id}
                aria-labelledby={`category-${category.category_id}`}
              >
                <Stack gap="xs">
                  <Image src={category.image} alt="" w={48} h={48} fit="contain" loading="lazy" />
                  <Title order={2} size="h3" id={`category-${category.category_id}`}>
                    {category.name}
                  </Title>
                  <List spacing={4} listStyleType="none" ps={0}>
                    {category.services.map((service) => (
                      <List.Item key={service.service_id}>
                        <Anchor
                          component={Link}
                          to={inLanguage(landingPaths.service(service.slug))}
                        >
                          {t('landing.services.serviceLink', { service: service.name })}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              </section>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Container>
  );
}
