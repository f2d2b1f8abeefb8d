/**
 * The pages the Lighthouse bench measures (issue 31): the home page, a landing page for a
 * service in a city, the directory and a seeded provider's public page. The landing page is
 * the one named (--landing or BENCH_LANDING_PATH), else the first `/services/<slug>/<city>`
 * the sitemap lists; without one it is reported as not measured.
 */

export type BenchPage = { name: string; path: string } | { name: string; skipped: string };

/** A service-in-a-city page's path: /services/<service>/<city>. */
const LANDING = /^\/services\/[^/]+\/[^/]+$/;

async function text(url: string): Promise<string | null> {
  const res = await fetch(url);
  return res.ok ? res.text() : null;
}

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string));

/** The first landing page in the sitemap (or in the sitemaps its index names, the first few). */
async function firstLanding(origin: string): Promise<string | null> {
  const sitemap = await text(`${origin}/sitemap.xml`);
  if (!sitemap) return null;
  const locs = locsOf(sitemap);
  const parts = locs.filter((loc) => loc.pathname.endsWith('.xml')).slice(0, 10);
  for (const part of parts) {
    const xml = await text(`${origin}${part.pathname}${part.search}`);
    if (xml) locs.push(...locsOf(xml));
  }
  const found = locs.find((loc) => LANDING.test(loc.pathname) && loc.search === '');
  return found ? found.pathname : null;
}

/** The first provider the public directory lists. */
async function firstProvider(origin: string): Promise<number | null> {
  const listed = await text(`${origin}/api/providers`);
  const found = listed && /"sp_id":(\d+)/.exec(listed);
  return found ? Number(found[1]) : null;
}

export async function benchPages(origin: string, landing?: string): Promise<BenchPage[]> {
  const landingPath = landing ?? (await firstLanding(origin));
  const provider = await firstProvider(origin);
  return [
    { name: 'home', path: '/' },
    landingPath
      ? { name: 'landing page', path: landingPath }
      : { name: 'landing page', skipped: 'no landing page (none named, none in the sitemap)' },
    { name: 'directory', path: '/FindProvider' },
    provider !== null
      ? { name: 'provider page', path: `/providers/${provider}` }
      : { name: 'provider page', skipped: 'no provider in GET /api/providers' },
  ];
}
