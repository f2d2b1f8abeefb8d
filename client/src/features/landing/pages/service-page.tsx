import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { DirectoryCard } from '#features/providers/shared/directory-card';
import { useServicePage } from '../api/landing';
import { LandingBreadcrumbs } from '../components/landing-breadcrumbs';
import { landingPaths, useInLanguage } from '../components/landing-links';
import { LandingFailure, LandingLoading } from '../components/landing-states';

/** /services/:service: the cities where a service is offered, and its best rated providers. */
export function ServicePage() {
  const { t } = useTranslation();
  const inLanguage = useInLanguage();
  const slug = useParams().service ?? '';
  const page = useServicePage(slug);
  if (page.isError && !page.data) {
    return <LandingFailure error={page.error} onRetry={() => void page.refetch()} />;
  }
  // An old slug (the service was renamed): the current address, as the server's 301 does.
  if (page.data && page.data.service.slug !== slug) {
    return <Navigate replace to={inLanguage(landingPaths.service(page.data.service.slug))} />;
  }
  return (
    <Container size="lg" py="xl">
      {page.isPending ? (
        <LandingLoading />
      ) : (
        <Stack gap="lg">
          <LandingBreadcrumbs
            crumbs={[
              { label: t('landing.services.title'), to: landingPaths.services },
              { label: page.data.service.name },
            ]}
          />
          <div>
            <Title order={1}>
              {t('landing.services.serviceLink', { service: page.data.service.name })}
            </Title>
            <Text c="dimmed" mt="xs">
              {page.data.service.description ||
                t('landing.service.lead', { service: page.data.service.name })}
            </Text>
          </div>
          <section aria-labelledby="service-cities">
            <Title order={2} size="h3" id="service-cities" mb="sm">
              {t('landing.service.citiesTitle', { service: page.data.service.name })}
            </Title>
            {page.data.cities.length === 0 ? (
              <Text>{t('landing.service.noCities', { service: page.data.service.name })}</Text>
            ) : (
              <SimpleGrid
                component="ul"
                cols={{ base: 1, xs: 2, md: 4 }}
                spacing="xs"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {page.data.cities.map((city) => (
                  <li key={city.city_id}>
                    <Anchor
                      component={Link}
                      to={inLanguage(landingPaths.serviceCity(page.data.service.slug, city.slug))}
                    >
                      {t('landing.service.cityLink', {
                        service: page.data.service.name,
                        city: city.name,
                      })}
                    </Anchor>
                  </li>
                ))}
              </SimpleGrid>
            )}
          </section>
          {page.data.topProviders.length > 0 && (
            <section aria-labelledby="service-top">
              <Title order={2} size="h3" id="service-top" mb="sm">
                {t('landing.service.topTitle', { service: page.data.service.name })}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {page.data.topProviders.map((provider) => (
                  <DirectoryCard
                    key={provider.sp_id}
                    provider={provider}
                    serviceId={String(page.data.service.service_id)}
                    linkToProfile
                  />
                ))}
              </SimpleGrid>
            </section>
          )}
        </Stack>
      )}
    </Container>
  );
}
