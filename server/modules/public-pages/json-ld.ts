import type { ServiceCityPage, ServicePage } from '#contracts/landing-pages';
import type { PublicProviderPage } from '#contracts/public-providers';

/**
 * The schema.org objects of the public pages (decision 0095), as JSON-LD. Each is built from
 * what the page itself shows, so a search engine reads no claim the page does not make.
 */
const CONTEXT = 'https://schema.org';

export type Crumb = { name: string; url: string };

export const breadcrumbs = (crumbs: Crumb[]) => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: c.name,
    item: c.url,
  })),
});

export const organization = (name: string, url: string, logo: string) => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  name,
  url,
  logo,
});

export const website = (name: string, url: string, language: string) => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name,
  url,
  inLanguage: language,
});

/** A rating only where there are reviews: schema.org's AggregateRating needs a count of them. */
const rating = (average: number | null, count: number) =>
  average !== null && count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: average,
          reviewCount: count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};

export const localBusiness = (page: PublicProviderPage, url: string, image: string) => ({
  '@context': CONTEXT,
  '@type': 'LocalBusiness',
  '@id': url,
  name: page.fullname,
  url,
  image,
  address: { '@type': 'PostalAddress', addressLocality: page.city },
  areaServed: { '@type': 'City', name: page.city },
  makesOffer: page.services.map((s) => ({
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: s.service_name, serviceType: s.category_name },
  })),
  ...rating(page.averageRating, page.reviewCount),
});

export const serviceCatalog = (items: { name: string; url: string }[]) => ({
  '@context': CONTEXT,
  '@type': 'ItemList',
  itemListElement: items.map((item, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: item.name,
    url: item.url,
  })),
});

export const service = (page: ServicePage, url: string) => ({
  '@context': CONTEXT,
  '@type': 'Service',
  name: page.service.name,
  description: page.service.description,
  serviceType: page.service.category_name,
  url,
  areaServed: page.cities.map((c) => ({ '@type': 'City', name: c.name })),
});

export const serviceInCity = (
  page: ServiceCityPage,
  url: string,
  providerUrl: (spId: number) => string,
) => ({
  '@context': CONTEXT,
  '@type': 'Service',
  name: page.service.name,
  description: page.service.description,
  serviceType: page.service.category_name,
  url,
  areaServed: { '@type': 'City', name: page.city.name },
  ...(page.providers.items.length > 0
    ? {
        provider: page.providers.items.map((p) => ({
          '@type': 'LocalBusiness',
          name: p.fullname,
          url: providerUrl(p.sp_id),
          address: { '@type': 'PostalAddress', addressLocality: p.city },
          ...rating(p.averageRating, p.reviewCount),
        })),
      }
    : {}),
});
