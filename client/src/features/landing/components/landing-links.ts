import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths';

/** The landing pages' paths (decision 0094), as the server's sitemap and heads write them. */
export const landingPaths = {
  services: paths.services,
  service: (service: string) => `/services/${encodeURIComponent(service)}`,
  serviceCity: (service: string, city: string) =>
    `/services/${encodeURIComponent(service)}/${encodeURIComponent(city)}`,
};

/**
 * A public page's address in the reader's language: the Urdu version is its own address
 * (`?lang=ur`, decision 0093), so a link followed from an Urdu page stays Urdu, for people and
 * for crawlers alike.
 */
export function useInLanguage(): (path: string) => string {
  const { i18n } = useTranslation();
  return (path) => (i18n.language === 'ur' ? `${path}?lang=ur` : path);
}

export const directoryPathOf = (serviceId: number, cityId?: number) =>
  `${paths.findProvider}?${new URLSearchParams({
    service: String(serviceId),
    ...(cityId ? { city: String(cityId) } : {}),
  })}`;
