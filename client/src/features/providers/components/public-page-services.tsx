import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicProviderPage } from '#contracts/public-providers';
import { usePriceGuides } from '#features/price-guides/api/price-guides';
import { PriceGuideNote } from '#features/price-guides/shared/price-guide-note';
import { PublicSection } from './public-section';

type Props = {
  provider: PublicProviderPage;
  /** Where a quote for a service is asked, or null where this reader cannot ask (a provider). */
  quoteOf: (service: PublicProviderPage['services'][number]) => string | null;
};

/**
 * The services the provider offers now, each with what it usually costs in the provider's city
 * (decision 0083) and its own "Request a quote".
 */
export function PublicPageServices({ provider, quoteOf }: Props) {
  const { t } = useTranslation();
  const guides = usePriceGuides(
    provider.city_id,
    provider.services.map((s) => s.service_id),
  );
  return (
    <PublicSection id="services" title={t('providers.publicPage.servicesHeading')}>
      {provider.services.length === 0 ? (
        <Text c="dimmed">{t('providers.publicPage.servicesEmpty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {provider.services.map((service) => {
            const quote = quoteOf(service);
            return (
              <li key={service.service_id}>
                <Text fw={600}>{service.service_name}</Text>
                <Text size="sm" c="dimmed">
                  {service.category_name}
                </Text>
                <PriceGuideNote guide={guides.data?.get(service.service_id)} city={provider.city} />
                {quote !== null && (
                  <Anchor component={Link} to={quote} size="sm">
                    {t('providers.publicPage.requestQuoteFor', { service: service.service_name })}
                  </Anchor>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </PublicSection>
  );
}
