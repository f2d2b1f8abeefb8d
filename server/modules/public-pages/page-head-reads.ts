import { ErrorCode } from '#contracts/errors';
import type {
  ServiceCatalogPage,
  ServiceCityPage,
  ServicePage,
  SlugParam,
} from '#contracts/landing-pages';
import type { PublicProviderPage } from '#contracts/public-providers';
import type { Language } from '#locales/languages';
import { AppError, tooManyAttempts } from '../../lib/errors';
import type { PageTransport } from '../../ssr/page-reads';

/** What a public page's head reads: what the page itself shows. */
export type HeadReads = {
  provider(spId: number, language: Language): Promise<PublicProviderPage>;
  catalog(language: Language): Promise<ServiceCatalogPage>;
  service(service: SlugParam, language: Language): Promise<ServicePage>;
  serviceCity(service: SlugParam, city: SlugParam, language: Language): Promise<ServiceCityPage>;
};

/**
 * The head's reads through the page's own API reads (decision 0099): the same routes, limits
 * and answers as the page's render, each read once for both (the paths are the ones the app
 * asks for, `/public/services/12-plumbing`). A read over the visitor's budget throws the API's
 * 429 (with its wait); an unknown provider, service or city a 404.
 */
export function apiHeadReads(transport: PageTransport): HeadReads {
  async function read<T>(path: string, language: Language): Promise<T> {
    const res = await transport(path, {
      method: 'GET',
      headers: { accept: 'application/json', 'accept-language': language },
    });
    if (res.ok) return (await res.json()) as T; // checked by the route's response schema
    if (res.status === 429) {
      const waitS = Number(res.headers.get('retry-after'));
      throw tooManyAttempts(
        (Number.isFinite(waitS) ? waitS : 60) * 1000,
        'errors.codes.rate_limited',
      );
    }
    if (res.status === 404) throw new AppError(ErrorCode.notFound, 404, 'errors.codes.not_found');
    throw new Error(`GET ${path} answered ${res.status}`);
  }
  const segment = encodeURIComponent;
  return {
    provider: (spId, language) => read(`/public/providers/${spId}`, language),
    catalog: (language) => read('/public/services', language),
    service: (service, language) => read(`/public/services/${segment(service.slug)}`, language),
    serviceCity: (service, city, language) =>
      read(`/public/services/${segment(service.slug)}/${segment(city.slug)}`, language),
  };
}
