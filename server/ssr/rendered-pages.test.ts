import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_READS_PER_MINUTE } from '../config';
import { seedCategories } from '../db/seed-data';
import { textOf } from '../lib/i18n';
import { LAHORE, LEAK_REPAIR, newProvider } from '../test/marketplace';
import { createTestApp, type TestApp } from '../test/test-app';

// The built web app and its server entry (npm run build, which `npm test` runs first).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
  if (!fs.existsSync(t.config.pageRendererEntry)) {
    throw new Error(`${t.config.pageRendererEntry} is missing: run npm run build first`);
  }
});
afterAll(() => t.close());

const PLUMBING = seedCategories[0];
const METRICS_TOKEN = 'metrics-token-for-the-rendered-pages';
const scrape = async () =>
  (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
    .body;

/** The built server entry, called directly: its reads go wherever `callApi` says. */
type PageRenderer = {
  renderPage(
    url: string,
    language: 'en',
    callApi: (path: string) => Promise<Response>,
  ): Promise<{ kind: string }>;
};
const pageRenderer = async () =>
  (await import(pathToFileURL(t.config.pageRendererEntry).href)) as PageRenderer;

const pageData = (html: string) => {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json
    ? (JSON.parse(json) as {
        language: string;
        queries: { queries: { queryKey: unknown[] }[] };
        texts?: Record<string, string>;
      })
    : null;
};

describe('public pages rendered on the server', () => {
  it('answers the home page whole, in English, with the data the app takes it over with', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr"');
    expect(res.body).toContain(textOf('en', 'publicSite.banner.slides.help.title'));
    expect(res.body).toContain(PLUMBING?.name);
    const data = pageData(res.body);
    expect(data?.language).toBe('en');
    expect(data?.queries.queries.map((q) => q.queryKey)).toContainEqual(['categories']);
    expect(res.headers.vary).toMatch(/cookie/);
  });

  it('renders in Urdu for ?lang=ur, for the language cookie, and for a browser asking for Urdu', async () => {
    for (const ask of [
      { url: '/?lang=ur', headers: { 'accept-language': 'en' } },
      { url: '/', headers: { cookie: 'lang=ur', 'accept-language': 'en' } },
      { url: '/', headers: { 'accept-language': 'ur-PK,en;q=0.5' } },
    ]) {
      const res = await t.app.inject(ask);
      expect(res.body).toContain('<html lang="ur" dir="rtl"');
      expect(res.body).toContain(textOf('ur', 'publicSite.home.servicesTitle'));
      expect(res.body).toContain(PLUMBING?.nameUr);
      expect(pageData(res.body)?.language).toBe('ur');
    }
  });

  it('leaves a page to the browser where a user is signed in, and a member’s page always', async () => {
    const signedIn = await t.app.inject({ url: '/terms', headers: { cookie: 'signed_in=1' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(pageData(signedIn.body)).toBeNull();

    const member = await t.app.inject('/ClientDashBoard');
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<div id="root"></div>');
    expect(pageData(member.body)).toBeNull();
  });

  it('sends a page compressed as the browser accepts it, and as it is otherwise', async () => {
    const br = await t.app.inject({ url: '/About', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('</html>');
    const gz = await t.app.inject({ url: '/About', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('</html>');
    const plain = await t.app.inject({
      url: '/ClientDashBoard',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('</html>');
  });

  it('gives up a page whose read never answers, and renders the next page', async () => {
    const entry = await pageRenderer();
    const never = () => new Promise<Response>(() => undefined);
    await expect(entry.renderPage('http://site.test/terms', 'en', never)).rejects.toThrow(
      /took more than/,
    );
    const answered = (path: string) =>
      t.app.inject(`/api${path}`).then(
        (res) =>
          new Response(res.body, {
            status: res.statusCode,
            headers: { 'content-type': 'application/json' },
          }),
      );
    expect((await entry.renderPage('http://site.test/About', 'en', answered)).kind).toBe('page');
  });

  it('asks each read once on the server: a failed read is not tried again in the queue', async () => {
    const entry = await pageRenderer();
    for (const url of ['http://site.test/services', 'http://site.test/terms']) {
      const asked: string[] = [];
      const failing = async (path: string) => {
        asked.push(path);
        return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
      };
      expect((await entry.renderPage(url, 'en', failing)).kind).toBe('not-rendered');
      expect(asked.length).toBeGreaterThan(0);
      expect(asked).toEqual([...new Set(asked)]);
    }
  });

  it('draws a provider’s page whose price guides could not be read, without them', async () => {
    const entry = await pageRenderer();
    const provider = await newProvider(t, [LEAK_REPAIR], LAHORE);
    const asked: string[] = [];
    const guidesFail = async (path: string) => {
      asked.push(path);
      const res = path.startsWith('/price-guides')
        ? { statusCode: 503, body: '{}' }
        : await t.app.inject(`/api${path}`);
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    };
    const page = await entry.renderPage(
      `http://site.test/providers/${provider.id}`,
      'en',
      guidesFail,
    );
    expect(asked.some((path) => path.startsWith('/price-guides'))).toBe(true);
    expect(page.kind).toBe('page');
  });

  it('counts a provider’s page against the visitor’s public reads, its head and render reading it once', async () => {
    const sp = await newProvider(t, [LEAK_REPAIR]);
    const visitor = '203.0.113.21';
    const page = await t.app.inject({ url: `/providers/${sp.id}`, remoteAddress: visitor });
    expect(page.statusCode).toBe(200);
    expect(pageData(page.body)).not.toBeNull();
    // The page took two reads: the provider (head and render alike) and the first reviews.
    let allowed = 0;
    for (; allowed < DEFAULT_PUBLIC_READS_PER_MINUTE; allowed++) {
      const api = await t.app.inject({
        url: `/api/public/providers/${sp.id}`,
        remoteAddress: visitor,
      });
      if (api.statusCode === 429) break;
    }
    expect(allowed).toBe(DEFAULT_PUBLIC_READS_PER_MINUTE - 2);
    const limited = await t.app.inject({ url: `/providers/${sp.id}`, remoteAddress: visitor });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
  });

  it('counts a page once in the metrics: its in-process API reads are not counted again', async () => {
    const termsRead = /route="\/api\/pages\/:slug"/;
    const page = await t.app.inject('/terms');
    expect(pageData(page.body)).not.toBeNull();
    expect(await scrape()).not.toMatch(termsRead);
    await t.app.inject('/api/pages/terms');
    expect(await scrape()).toMatch(termsRead);
  });

  it('renders the terms page with its text and the directory with its filters’ lists', async () => {
    const terms = await t.app.inject('/terms');
    expect(terms.body).toContain(textOf('en', 'sitePages.titles.terms'));
    const directory = await t.app.inject('/FindProvider');
    expect(directory.body).toContain(textOf('en', 'providers.directory.title'));
    const keys = pageData(directory.body)?.queries.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['directory', 'cities']));
  });

  it('hands over the settings, the portfolio and the price guides a provider page and a service-in-a-city page show: taking them over fetches none', async () => {
    const provider = await newProvider(t, [LEAK_REPAIR], LAHORE);
    const page = await t.app.inject(`/providers/${provider.id}`);
    const keys = pageData(page.body)?.queries.queries.map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['settings'],
        ['viewProfile', String(provider.id), 'portfolio'],
        ['price-guides', Number(LAHORE), String(LEAK_REPAIR)],
      ]),
    );
    const landing = await t.app.inject('/services/1-leak-repair/2-lahore');
    expect(pageData(landing.body)?.queries.queries.map((q) => q.queryKey)).toContainEqual([
      'settings',
    ]);
  });

  it('hands over the month a provider page drew as the server wrote it, and no text the home page did not draw (decision 0115)', async () => {
    const provider = await newProvider(t, [LEAK_REPAIR], LAHORE);
    const page = await t.app.inject(`/providers/${provider.id}?lang=ur`);
    const texts = Object.entries(pageData(page.body)?.texts ?? {});
    const months = texts.filter(([key]) => key.startsWith('month|ur-PK|'));
    expect(months).toHaveLength(1);
    const month = months[0]?.[1] ?? '';
    expect(month).toMatch(/\d{4}/);
    expect(page.body).toContain(month);
    // Only what the page drew: the home page draws no day or amount.
    expect(pageData((await t.app.inject('/')).body)?.texts).toEqual({});
  });
});
