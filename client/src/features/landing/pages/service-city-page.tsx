import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { DirectoryCard } from '#features/providers/shared/directory-card';
import { formatCount } from '#lib/format-count';
import { paths } from '#lib/paths';
import { useMoney } from '#lib/use-currency';
import { useServiceCityPage } from '../api/landing';
import { LandingBreadcrumbs } from '../components/landing-breadcrumbs';
import { directoryPathOf, landingPaths, useInLanguage } from '../components/landing-links';
import { LandingFailure, LandingLoading } from '../components/landing-states';

/**
 * /services/:service/:city ("Leak Repair in Lahore"): the providers of a service in a city as
 * the directory shows them, the price guide when there is one, and a request for quotes.
 */
export function ServiceCityPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const inLanguage = useInLanguage();
  const params = useParams();
  const page = useServiceCityPage(params.service ?? '', params.city ?? '');
  if (page.isError && !page.data) {
    return <LandingFailure error={page.error} onRetry={() => void page.refetch()} />;
  }
  if (page.isPending) {
    return (
      <Container size="lg" py="xl">
        <LandingLoading />
      </Container>
    );
  }
  const { service, city, providers, priceGuide } = page.data;
  // An old slug (the service or city was renamed): the current address, as the server's 301 does.
  if (service.slug !== params.service || city.slug !== params.city) {
    return <Navigate replace to={inLanguage(landingPaths.serviceCity(service.slug, city.slug))} />;
  }
  const names = { service: service.name, city: city.name };
  const requestPath = paths.requestForm(service.category_id, service.service_id);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <LandingBreadcrumbs
          crumbs={[
            { label: t('landing.services.title'), to: landingPaths.services },
            { label: service.name, to: landingPaths.service(service.slug) },
            { label: city.name },
          ]}
        />
        <div>
          <Title order={1}>{t('landing.serviceCity.title', names)}</Title>
          <Text c="dimmed" mt="xs">
            {t('landing.serviceCity.lead', names)}
          </Text>
        </div>
        {priceGuide && (
          <Alert variant="light" color="brand">
            {t('landing.serviceCity.priceGuide', {
              ...names,
              low: money(priceGuide.low),
              high: money(priceGuide.high),
              orders: formatCount(priceGuide.orders),
            })}
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="quote">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4" id="quote">
              {t('landing.serviceCity.requestQuote')}
            </Title>
            <Text size="sm">{t('landing.serviceCity.requestQuoteLead', names)}</Text>
            <Button component={Link} to={requestPath}>
              {t('landing.serviceCity.requestQuote')}
            </Button>
          </Stack>
        </Card>
        {providers.items.length === 0 ? (
          <Stack gap={4}>
            <Text fw={600}>{t('landing.serviceCity.empty', names)}</Text>
            <Text c="dimmed">{t('landing.serviceCity.emptyHint')}</Text>
            <Anchor component={Link} to={inLanguage(landingPaths.service(service.slug))}>
              {t('landing.serviceCity.otherCities', names)}
            </Anchor>
          </Stack>
        ) : (
          <section aria-label={t('landing.serviceCity.count', { count: providers.items.length })}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {providers.items.map((provider) => (
                <DirectoryCard
                  key={provider.sp_id}
                  provider={provider}
                  serviceId={String(service.service_id)}
                  linkToProfile
                />
              ))}
            </SimpleGrid>
            {providers.nextCursor && (
              <Anchor
                component={Link}
                to={directoryPathOf(service.service_id, city.city_id)}
                mt="md"
                display="inline-block"
              >
                {t('landing.serviceCity.more')}
              </Anchor>
            )}
          </section>
        )}
      </Stack>
    </Container>
  );
}
