import type { Kysely } from 'kysely';
import { categoryImagePath } from '#contracts/catalog-images';
import {
  type LandingCity,
  type LandingService,
  landingSlug,
  SERVICE_PAGE_TOP_PROVIDERS,
  type ServiceCatalogPage,
  type ServiceCityPage,
  type ServicePage,
} from '#contracts/landing-pages';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { PriceGuidesService } from '../price-guides/price-guides.service';
import type { DirectoryService } from '../providers/directory.service';
import * as repo from './landing.repo';

type Deps = {
  directory: Pick<DirectoryService, 'list'>;
  priceGuides: Pick<PriceGuidesService, 'guides'>;
};

/**
 * The landing pages' reads (decision 0094), one call per page, through the directory (its
 * order, photos and badges) and the price guides. A service or city is found by its id; the
 * answer carries its current slug, which the page's head turns an old address into.
 */
export function createLandingService(db: Kysely<Database>, d: Deps) {
  async function serviceOf(serviceId: number, language: Language): Promise<LandingService> {
    const row = await repo.activeService(db, serviceId, language);
    if (!row) throw notFound('landing.errors.serviceNotFound');
    return {
      service_id: row.service_id,
      name: row.name,
      description: row.description,
      slug: landingSlug(row.service_id, row.name_en),
      category_id: row.category_id,
      category_name: row.category_name,
    };
  }

  async function cityOf(cityId: number, language: Language): Promise<LandingCity> {
    const row = await repo.cityRow(db, cityId, language);
    if (!row) throw notFound('landing.errors.cityNotFound');
    return { city_id: row.city_id, name: row.name, slug: landingSlug(row.city_id, row.name_en) };
  }

  return {
    serviceOf,
    cityOf,

    async catalog(language: Language): Promise<ServiceCatalogPage> {
      const rows = await repo.activeServices(db, language);
      const categories = new Map<number, ServiceCatalogPage['categories'][number]>();
      for (const r of rows) {
        let category = categories.get(r.category_id);
        if (!category) {
          category = {
            category_id: r.category_id,
            name: r.category_name,
            description: r.category_description,
            image: categoryImagePath(r.category_name_en),
            services: [],
          };
          categories.set(r.category_id, category);
        }
        category.services.push({
          service_id: r.service_id,
          name: r.name,
          description: r.description,
          slug: landingSlug(r.service_id, r.name_en),
        });
      }
      return { categories: [...categories.values()] };
    },

    async service(serviceId: number, language: Language): Promise<ServicePage> {
      const service = await serviceOf(serviceId, language);
      const [cities, top] = await Promise.all([
        repo.citiesOffering(db, serviceId, language),
        d.directory.list(
          { service_id: serviceId, sort: 'rating', limit: SERVICE_PAGE_TOP_PROVIDERS },
          language,
        ),
      ]);
      return {
        service,
        cities: cities.map((c) => ({
          city_id: c.city_id,
          name: c.name,
          slug: landingSlug(c.city_id, c.name_en),
        })),
        topProviders: top.items,
      };
    },

    async serviceCity(
      serviceId: number,
      cityId: number,
      page: { cursor?: string; limit: number },
      language: Language,
    ): Promise<ServiceCityPage> {
      const [service, city] = await Promise.all([
        serviceOf(serviceId, language),
        cityOf(cityId, language),
      ]);
      const [providers, guides] = await Promise.all([
        d.directory.list(
          { service_id: serviceId, city_id: cityId, sort: 'rating', ...page },
          language,
        ),
        d.priceGuides.guides({ city_id: cityId, service_ids: [serviceId] }),
      ]);
      return { service, city, providers, priceGuide: guides.guides[0] ?? null };
    },
  };
}

export type LandingPagesService = ReturnType<typeof createLandingService>;
