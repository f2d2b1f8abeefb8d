import { matchPath } from 'react-router';
import { slugParam } from '#contracts/landing-pages';
import { LANGUAGE_PARAM } from '#contracts/rendered-pages';
import type { TextKey, TextParams } from '#locales/catalog';
import type { Language } from '#locales/languages';
import { AppError } from '../../lib/errors';
import { textOf } from '../../lib/i18n';
import type { PageHead } from './head-tags';
import * as ld from './json-ld';
import type { HeadReads } from './page-head-reads';
import { PREVIEW_SIZE, providerPreviewPath, SITE_PREVIEW_PATH } from './preview-image';
import { landingPaths, pageUrls, providerPath, STATIC_PUBLIC_PAGES } from './public-urls';

export type { PageHead } from './head-tags';
export { headTags } from './head-tags';

export type PageHeadDeps = {
  /** The site's own origin (config.publicUrl), without a trailing slash. */
  publicUrl: string;
  /** The page's own API reads (apiHeadReads): its head counts where its render does. */
  reads: HeadReads;
};

type Built = Omit<PageHead, 'language' | 'canonical' | 'alternates' | 'image' | 'ogType'> & {
  path: string;
  image?: { path: string; alt: string };
  ogType?: PageHead['ogType'];
};

const MAX_ID = 2_147_483_647;

const matches = (pattern: string, pathname: string) =>
  matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);

/** Whether a read failed because what it names does not exist (or is not public). */
const isMissing = (err: unknown) => err instanceof AppError && err.status === 404;

/**
 * The head of a public page (decision 0095), or null when the path is not one (a member's or
 * the admin's page: the app shell is sent). Reads what the page shows through its API reads
 * (decision 0099); an unknown provider, service or city gives a 404 head, an old slug a 301.
 */
export async function pageHead(
  url: URL,
  language: Language,
  deps: PageHeadDeps,
): Promise<PageHead | null> {
  const t = (key: TextKey, params?: TextParams) => textOf(language, key, params);
  const titled = (title: string) => t('seo.titleSuffix', { title });
  const notFoundHead = (path: string): Built => ({
    status: 404,
    path,
    title: titled(t('seo.notFound.title')),
    description: t('seo.notFound.description'),
    jsonLd: [],
  });
  const abs = (path: string) => `${deps.publicUrl}${path}`;
  const here = (path: string) => pageUrls(deps.publicUrl, path)[language];
  const home = { name: t('landing.home'), url: here('/') };

  const built = await (async (): Promise<Built | null> => {
    const pathname = url.pathname;
    for (const page of STATIC_PUBLIC_PAGES) {
      if (!page.paths.some((p) => matches(p, pathname))) continue;
      const home = page.seo === 'home';
      const name = t('seo.siteName');
      const title = t(`seo.${page.seo}.title`);
      return {
        status: 200,
        path: page.paths[0],
        // The home page's title is the brand's own line; the others end with the brand.
        title: home ? title : titled(title),
        description: t(`seo.${page.seo}.description`),
        jsonLd: home
          ? [
              ld.organization(name, abs('/'), abs('/images/logo.png')),
              ld.website(name, here('/'), language),
            ]
          : [],
      };
    }

    const provider = matches('/providers/:spId', pathname);
    if (provider) {
      const spId = Number(provider.params.spId);
      if (!/^\d{1,10}$/.test(provider.params.spId ?? '') || spId < 1 || spId > MAX_ID) {
        return notFoundHead(pathname);
      }
      const path = providerPath(spId);
      try {
        const page = await deps.reads.provider(spId, language);
        const firstService = page.services[0]?.service_name;
        const rating =
          page.averageRating !== null && page.reviewCount > 0
            ? t('seo.provider.rated', { rating: page.averageRating, count: page.reviewCount })
            : t('seo.provider.notRated');
        const imagePath = providerPreviewPath(page, language);
        return {
          status: 200,
          path,
          ogType: 'profile',
          title: titled(
            firstService
              ? t('seo.provider.title', {
                  name: page.fullname,
                  service: firstService,
                  city: page.city,
                })
              : t('seo.provider.titleNoService', { name: page.fullname, city: page.city }),
          ),
          description: t('seo.provider.description', {
            name: page.fullname,
            city: page.city,
            services: page.services.map((s) => s.service_name).join(', '),
            rating,
          }),
          image: { path: imagePath, alt: page.fullname },
          jsonLd: [
            ld.localBusiness(page, here(path), abs(imagePath)),
            ld.breadcrumbs([
              home,
              { name: t('seo.findProvider.title'), url: here('/FindProvider') },
              { name: page.fullname, url: here(path) },
            ]),
          ],
        };
      } catch (err) {
        if (isMissing(err)) return notFoundHead(path);
        throw err;
      }
    }

    if (matches(landingPaths.services, pathname)) {
      const catalog = await deps.reads.catalog(language);
      return {
        status: 200,
        path: landingPaths.services,
        title: titled(t('seo.services.title')),
        description: t('seo.services.description'),
        jsonLd: [
          ld.serviceCatalog(
            catalog.categories.flatMap((c) =>
              c.services.map((s) => ({ name: s.name, url: here(landingPaths.service(s.slug)) })),
            ),
          ),
          ld.breadcrumbs([
            home,
            { name: t('seo.services.title'), url: here(landingPaths.services) },
          ]),
        ],
      };
    }

    const servicePage = matches('/services/:service', pathname);
    const cityPage = matches('/services/:service/:city', pathname);
    const landing = servicePage ?? cityPage;
    if (!landing) return null;
    const serviceSlug = slugParam.safeParse(landing.params.service);
    const citySlug = cityPage ? slugParam.safeParse(cityPage.params.city) : null;
    if (!serviceSlug.success || (citySlug && !citySlug.success)) return notFoundHead(pathname);
    try {
      if (!citySlug) {
        const page = await deps.reads.service(serviceSlug.data, language);
        const path = landingPaths.service(page.service.slug);
        const service = page.service.name;
        return {
          status: serviceSlug.data.slug === page.service.slug ? 200 : 301,
          path,
          title: titled(t('seo.service.title', { service })),
          description: t('seo.service.description', { service }),
          jsonLd: [
            ld.service(page, here(path)),
            ld.breadcrumbs([
              home,
              { name: t('seo.services.title'), url: here(landingPaths.services) },
              { name: service, url: here(path) },
            ]),
          ],
        };
      }
      const page = await deps.reads.serviceCity(serviceSlug.data, citySlug.data, language);
      const path = landingPaths.serviceCity(page.service.slug, page.city.slug);
      const params = { service: page.service.name, city: page.city.name };
      const current =
        serviceSlug.data.slug === page.service.slug && citySlug.data.slug === page.city.slug;
      return {
        status: current ? 200 : 301,
        path,
        title: titled(t('seo.serviceCity.title', params)),
        description: t('seo.serviceCity.description', params),
        jsonLd: [
          ld.serviceInCity(page, here(path), (spId) => here(providerPath(spId))),
          ld.breadcrumbs([
            home,
            { name: t('seo.services.title'), url: here(landingPaths.services) },
            { name: page.service.name, url: here(landingPaths.service(page.service.slug)) },
            { name: t('seo.serviceCity.title', params), url: here(path) },
          ]),
        ],
      };
    } catch (err) {
      if (isMissing(err)) return notFoundHead(pathname);
      throw err;
    }
  })();
  if (!built) return null;

  const alternates = pageUrls(deps.publicUrl, built.path);
  const image = built.image ?? { path: SITE_PREVIEW_PATH, alt: t('seo.siteName') };
  return {
    status: built.status,
    ...(built.status === 301 ? { location: withLanguage(alternates, url) } : {}),
    language,
    title: built.title,
    description: built.description,
    canonical: alternates[language],
    alternates,
    image: { url: abs(image.path), ...PREVIEW_SIZE, alt: image.alt },
    ogType: built.ogType ?? 'website',
    jsonLd: built.jsonLd,
  };
}

/** Where an old address leads: the current one, in the language the old one asked for. */
const withLanguage = (alternates: { en: string; ur: string }, url: URL) =>
  url.searchParams.get(LANGUAGE_PARAM) === 'ur' ? alternates.ur : alternates.en;
