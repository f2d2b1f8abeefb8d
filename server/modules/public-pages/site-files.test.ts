import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contracts/page-paths';
import { get } from '../../test/factories';
import { LAHORE, LEAK_REPAIR, newProvider } from '../../test/marketplace';
import { seedAccount } from '../../test/seeded-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { previewVersion } from './preview-image';
import { SITEMAP_KEEP_MS } from './sitemap';

const SITE = 'https://market.example';
let t: TestApp;
/** The app's clock: the sitemaps are kept SITEMAP_KEEP_MS by it. */
let now = Date.now();
const sitemapsRemade = () => {
  now += SITEMAP_KEEP_MS;
};
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_PER_MINUTE: '10000', PUBLIC_URL: SITE },
    { clock: () => new Date(now) },
  );
});
afterAll(() => t.close());

const unescapeXml = (s: string) => s.replace(/&amp;/g, '&');

/** A sitemap's addresses (its <loc>s, in order), after checking its content type and root. */
async function sitemap(url: string): Promise<{ locs: string[]; body: string }> {
  const res = await get(t, url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<(urlset|sitemapindex) xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"[^>]*>[\s\S]*<\/\1>\n$/,
  );
  const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescapeXml(m[1] ?? ''));
  return { locs, body: res.body };
}

/** Every address listed by every page of the index. */
async function everyListed(): Promise<string[]> {
  const index = await sitemap('/sitemap.xml');
  const all: string[] = [];
  for (const page of index.locs) all.push(...(await sitemap(page.replace(SITE, ''))).locs);
  return all;
}

describe('sitemaps', () => {
  it('index pages of the static pages, landing pages and providers, each listed in both languages', async () => {
    const sp = await newProvider(t, [LEAK_REPAIR], LAHORE);
    sitemapsRemade();
    const index = await sitemap('/sitemap.xml');
    expect(index.locs).toEqual([
      `${SITE}/sitemaps/pages-1.xml`,
      `${SITE}/sitemaps/landing-1.xml`,
      `${SITE}/sitemaps/providers-1.xml`,
    ]);
    const listed = await everyListed();
    for (const path of ['/', '/About', '/terms', '/privacy', '/FindProvider', '/services']) {
      expect(listed).toContain(`${SITE}${path}`);
      expect(listed).toContain(`${SITE}${path}?lang=ur`);
    }
    expect(listed).toContain(`${SITE}/services/1-leak-repair`);
    expect(listed).toContain(`${SITE}/services/1-leak-repair/2-lahore?lang=ur`);
    expect(listed).toContain(`${SITE}/providers/${sp.id}`);
  });

  it('names the alternates of each address', async () => {
    const { body } = await sitemap('/sitemaps/pages-1.xml');
    const home = body.split('\n').find((line) => line.includes(`<loc>${SITE}/</loc>`));
    const links = [...(home ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      unescapeXml(m[2] ?? ''),
    ]);
    expect(links).toEqual([
      ['en', `${SITE}/`],
      ['ur', `${SITE}/?lang=ur`],
      ['x-default', `${SITE}/`],
    ]);
  });

  it('lists a provider once listed, and not one the directory does not list', async () => {
    const hidden = await seedAccount(t, 'provider');
    sitemapsRemade();
    expect(await everyListed()).not.toContain(`${SITE}/providers/${hidden.id}`);
    const sp = await newProvider(t, [LEAK_REPAIR], LAHORE);
    sitemapsRemade();
    expect(await everyListed()).toContain(`${SITE}/providers/${sp.id}`);
  });

  it('answers from memory for SITEMAP_KEEP_MS: a provider listed meanwhile waits for the next', async () => {
    sitemapsRemade();
    const before = await everyListed();
    const sp = await newProvider(t, [LEAK_REPAIR], LAHORE);
    now += SITEMAP_KEEP_MS - 1;
    expect(await everyListed()).toEqual(before);
    now += 1;
    expect(await everyListed()).toContain(`${SITE}/providers/${sp.id}`);
  });

  it('answers 404 for a page that is not there', async () => {
    for (const url of [
      '/sitemaps/providers-99.xml',
      '/sitemaps/pages-0.xml',
      '/sitemaps/other-1.xml',
      '/sitemaps/landing-2.xml',
    ]) {
      expect({ url, status: (await get(t, url)).statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API and member pages, names the sitemap', async () => {
    const res = await get(t, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin/', '/Requests', '/ClientDashBoard']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const open of [
      '/services',
      '/providers/7',
      '/FindProvider',
      '/About',
      '/terms',
      '/Home',
    ]) {
      expect(disallowed.filter((d) => open.startsWith(d))).toEqual([]);
    }
    // Taken from the app's paths: a page added there is closed without a line written here.
    for (const closed of [
      paths.clientChat,
      paths.agenda,
      paths.viewProfile(3),
      paths.requestForm(1, 2),
      paths.adminDashboard,
      paths.accountSettings,
    ]) {
      expect(disallowed.filter((d) => closed.startsWith(d))).not.toEqual([]);
    }
  });
});

describe('link preview images', () => {
  it('draws a provider 1200×630 PNG, cached long at its current version', async () => {
    const sp = await newProvider(t, [LEAK_REPAIR], LAHORE);
    const page = (await get(t, `/api/public/providers/${sp.id}`)).json();
    const url = `/og/providers/${sp.id}.png?v=${previewVersion(page)}`;
    const res = await get(t, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // Another version's address is the current image, kept briefly.
    expect(
      (await get(t, `/og/providers/${sp.id}.png?v=000000000000`)).headers['cache-control'],
    ).toBe('public, max-age=300');
  });

  it('answers 404 for an unknown or unlisted provider, or a name that is not one', async () => {
    const hidden = await seedAccount(t, 'provider');
    for (const url of [
      '/og/providers/999999.png',
      `/og/providers/${hidden.id}.png`,
      '/og/providers/x.png',
    ]) {
      expect({ url, status: (await get(t, url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('draws the site image at the same size', async () => {
    const res = await get(t, '/og/site.png');
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});

describe('the brake', () => {
  it('answers an address that asks for the sitemap index too often with 429 and Retry-After', async () => {
    const ask = () =>
      t.app.inject({ method: 'GET', url: '/sitemap.xml', remoteAddress: '203.0.113.10' });
    const first = await ask();
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    let last = first;
    for (let i = 0; i < 130 && last.statusCode !== 429; i++) last = await ask();
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers an address that asks for previews too often with 429 and Retry-After', async () => {
    const ask = () =>
      t.app.inject({ method: 'GET', url: '/og/providers/1.png', remoteAddress: '203.0.113.9' });
    let last = await ask();
    for (let i = 0; i < 130 && last.statusCode !== 429; i++) last = await ask();
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
