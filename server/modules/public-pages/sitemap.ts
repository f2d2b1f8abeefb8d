import type { Kysely } from 'kysely';
import { landingSlug } from '#contracts/landing-pages';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { escapeHtml } from './head-tags';
import * as landingRepo from './landing.repo';
import {
  closedToCrawlers,
  landingPaths,
  pageUrls,
  providerPath,
  STATIC_PUBLIC_PATHS,
} from './public-urls';
import * as repo from './sitemap.repo';

/**
 * The sitemaps (decision 0095): an index naming every page of them, and pages of at most
 * 50,000 addresses, each page listed in English and in Urdu with its alternates. Providers are
 * split by id ranges (a range of the primary key per page, never an OFFSET); the pages of the
 * catalog and the landing pages follow the catalog's size (services times cities), not the rows.
 */
export const SITEMAP_MAX_URLS = 50_000;
/** Each page is listed twice (English and Urdu). */
const PAGES_PER_FILE = SITEMAP_MAX_URLS / 2;

export type SitemapKind = 'pages' | 'landing' | 'providers';
export const SITEMAP_NAME = /^(pages|landing|providers)-([1-9]\d{0,5})\.xml$/;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** One page's two entries, each naming both languages and the default. */
function urlEntries(publicUrl: string, path: string): string {
  const urls = pageUrls(publicUrl, path);
  const links = (['en', 'ur', 'x-default'] as const)
    .map(
      (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(urls[lang])}"/>`,
    )
    .join('');
  return [urls.en, urls.ur]
    .map((loc) => `<url><loc>${escapeHtml(loc)}</loc>${links}</url>`)
    .join('\n');
}

const urlset = (publicUrl: string, paths: string[]) =>
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths
    .map((p) => urlEntries(publicUrl, p))
    .join('\n')}\n</urlset>\n`;

/**
 * How long a sitemap is answered from memory (decision 0099): the index and a page of 25,000
 * providers are a few queries each, and a crawler (or someone posing as one) asks again and
 * again. A provider listed now is in the sitemaps within this long; crawlers come back daily.
 */
export const SITEMAP_KEEP_MS = 10 * 60_000;

/** Answers made in the last SITEMAP_KEEP_MS, by name; a "no such page" is not kept. */
function keptFor(clock: Clock) {
  const kept = new Map<string, { until: number; answer: Promise<string | null> }>();
  return (name: string, make: () => Promise<string | null>): Promise<string | null> => {
    const now = clock().getTime();
    const found = kept.get(name);
    if (found && found.until > now) return found.answer;
    for (const [key, old] of kept) if (old.until <= now) kept.delete(key);
    const answer = make();
    kept.set(name, { until: now + SITEMAP_KEEP_MS, answer });
    answer.then(
      (made) => made === null && kept.delete(name),
      () => kept.delete(name),
    );
    return answer;
  };
}

export function createSitemaps(db: Kysely<Database>, publicUrl: string, clock: Clock) {
  const kept = keptFor(clock);
  /** The landing pages of the services and of each (service, city) a provider offers. */
  async function landingPathsAll(): Promise<string[]> {
    const pairs = await landingRepo.offeredPairs(db);
    return pairs.map((p) =>
      landingPaths.serviceCity(
        landingSlug(p.service_id, p.service_en),
        landingSlug(p.city_id, p.city_en),
      ),
    );
  }
  async function staticAndServicePaths(): Promise<string[]> {
    const services = await landingRepo.activeServices(db, 'en');
    return [
      ...STATIC_PUBLIC_PATHS,
      landingPaths.services,
      ...services.map((s) => landingPaths.service(landingSlug(s.service_id, s.name_en))),
    ];
  }
  const fileCount = (pages: number) => Math.max(1, Math.ceil(pages / PAGES_PER_FILE));

  return {
    /** The sitemap index. */
    index: () => kept('index', makeIndex) as Promise<string>,

    /** One sitemap page, or null when there is no such page (a 404). */
    page: (kind: SitemapKind, n: number) => kept(`${kind}-${n}`, () => makePage(kind, n)),
  };

  async function makeIndex(): Promise<string> {
    const [pages, landing, topId] = await Promise.all([
      staticAndServicePaths(),
      landingPathsAll(),
      repo.highestProviderId(db),
    ]);
    const names = [
      ...Array.from({ length: fileCount(pages.length) }, (_, i) => `pages-${i + 1}.xml`),
      ...Array.from({ length: fileCount(landing.length) }, (_, i) => `landing-${i + 1}.xml`),
      ...Array.from({ length: fileCount(topId) }, (_, i) => `providers-${i + 1}.xml`),
    ];
    return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names
      .map((n) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${n}`)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  }

  async function makePage(kind: SitemapKind, n: number): Promise<string | null> {
    const from = (n - 1) * PAGES_PER_FILE;
    if (kind === 'providers') {
      const topId = await repo.highestProviderId(db);
      if (n > fileCount(topId)) return null;
      const ids = await repo.listedProvidersBetween(db, from + 1, from + PAGES_PER_FILE);
      return urlset(publicUrl, ids.map(providerPath));
    }
    const all = kind === 'pages' ? await staticAndServicePaths() : await landingPathsAll();
    if (n > fileCount(all.length)) return null;
    return urlset(publicUrl, all.slice(from, from + PAGES_PER_FILE));
  }
}

export type Sitemaps = ReturnType<typeof createSitemaps>;

/** What crawlers may read: the public pages; not the members' and admin's pages, nor the API. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = closedToCrawlers();
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
