import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageReads } from '../../ssr/page-reads';
import {
  acceptedOrder,
  LEAK_REPAIR,
  newClient,
  newProvider,
  rate,
  setStatus,
} from '../../test/marketplace';
import { jsonLdOf, jsonLdProblems } from '../../test/schema-org';
import { createTestApp, type TestApp } from '../../test/test-app';
import { headTags, type PageHead, pageHead } from './page-head';
import { apiHeadReads } from './page-head-reads';

const SITE = 'https://market.example';
let t: TestApp;
let rated: number;
let unrated: number;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', PUBLIC_URL: SITE });
  const sp = await newProvider(t, [LEAK_REPAIR]);
  rated = sp.id;
  unrated = (await newProvider(t, [LEAK_REPAIR])).id;
  const client = await newClient(t);
  const order = await acceptedOrder(t, client, sp);
  expect((await setStatus(t, client, order, 'completed')).statusCode).toBe(200);
  expect((await rate(t, client, order, 4, 'Good work')).statusCode).toBe(200);
});
afterAll(() => t.close());

const headOf = async (path: string, language: 'en' | 'ur' = 'en') =>
  pageHead(new URL(path, 'http://page.invalid'), language, {
    publicUrl: SITE,
    reads: apiHeadReads(pageReads(t.app, { ip: '127.0.0.1' })),
  });

/** A head that is there, with its tags' JSON-LD valid to schema.org. */
async function validHead(path: string, language: 'en' | 'ur' = 'en'): Promise<PageHead> {
  const head = await headOf(path, language);
  if (!head) throw new Error(`no head for ${path}`);
  expect(jsonLdProblems(jsonLdOf(headTags(head)))).toEqual([]);
  return head;
}

const types = (head: PageHead) => head.jsonLd.map((o) => (o as { '@type': string })['@type']);

describe('pageHead', () => {
  it('heads the home page (and /Home) with Organization and WebSite, canonical /', async () => {
    for (const path of ['/', '/Home', '/home']) {
      const head = await validHead(path);
      expect(head.status).toBe(200);
      expect(head.canonical).toBe(`${SITE}/`);
      expect(types(head)).toEqual(['Organization', 'WebSite']);
    }
  });

  it('names the English, Urdu and default addresses of every public page', async () => {
    const head = await validHead('/About?lang=ur', 'ur');
    expect(head.alternates).toEqual({
      en: `${SITE}/About`,
      ur: `${SITE}/About?lang=ur`,
      'x-default': `${SITE}/About`,
    });
    expect(head.canonical).toBe(`${SITE}/About?lang=ur`);
    expect(head.title).toMatch(/[\u0600-\u06ff]/);
    for (const path of ['/terms', '/privacy', '/FindProvider']) {
      expect((await validHead(path)).status).toBe(200);
    }
  });

  it('is null for pages that are not public (members, admin)', async () => {
    for (const path of ['/Requests', '/admin/dashboard', '/Categories', '/SpProfile']) {
      expect(await headOf(path)).toBeNull();
    }
  });

  it('heads a rated provider with LocalBusiness, AggregateRating, BreadcrumbList and its preview', async () => {
    const head = await validHead(`/providers/${rated}`);
    expect(head.status).toBe(200);
    expect(head.ogType).toBe('profile');
    expect(head.title).toContain('Leak Repair');
    expect(head.image).toMatchObject({ width: 1200, height: 630 });
    expect(head.image.url).toMatch(
      new RegExp(`^${SITE}/og/providers/${rated}\\.png\\?v=[0-9a-f]{12}$`),
    );
    const business = head.jsonLd[0] as Record<string, unknown>;
    expect(business.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(types(head)).toEqual(['LocalBusiness', 'BreadcrumbList']);
  });

  it('claims no rating for a provider without reviews', async () => {
    const head = await validHead(`/providers/${unrated}`);
    expect(head.jsonLd[0]).not.toHaveProperty('aggregateRating');
  });

  it('answers 404 for an unknown provider, service, city or a malformed address', async () => {
    for (const path of [
      '/providers/999999',
      '/providers/abc',
      '/services/999999-nothing',
      '/services/1-leak-repair/999999-atlantis',
      '/services/not-a-slug',
    ]) {
      const head = await headOf(path);
      expect({ path, status: head?.status }).toEqual({ path, status: 404 });
      expect(headTags(head as PageHead)).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('heads the landing pages with ItemList or Service, and breadcrumbs', async () => {
    expect(types(await validHead('/services'))).toEqual(['ItemList', 'BreadcrumbList']);
    const service = await validHead('/services/1-leak-repair');
    expect(service.title).toBe('Leak Repair providers | ServiceHub');
    expect(types(service)).toEqual(['Service', 'BreadcrumbList']);
    const city = await validHead('/services/1-leak-repair/2-lahore?lang=ur', 'ur');
    expect(city.canonical).toBe(`${SITE}/services/1-leak-repair/2-lahore?lang=ur`);
    expect(city.title).toMatch(/[\u0600-\u06ff]/);
    const provider = (city.jsonLd[0] as { provider: { aggregateRating?: unknown }[] }).provider;
    expect(provider.length).toBeGreaterThanOrEqual(2);
  });

  it('leads an old slug to the current address with 301, keeping the language', async () => {
    const head = await headOf('/services/1-old-name/2-lahore?lang=ur', 'ur');
    expect(head?.status).toBe(301);
    expect(head?.location).toBe(`${SITE}/services/1-leak-repair/2-lahore?lang=ur`);
  });
});

describe('headTags', () => {
  it('writes title, description, canonical, hreflang, Open Graph and Twitter tags, escaped', async () => {
    const head = (await validHead('/')) as PageHead;
    const tags = headTags({ ...head, title: 'A <b>"bold"</b> & odd title' });
    expect(tags).toContain('<title>A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; odd title</title>');
    expect(tags).toContain(`<link rel="canonical" href="${SITE}/">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="ur" href="${SITE}/?lang=ur">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/">`);
    expect(tags).toContain('<meta property="og:locale" content="en_US">');
    expect(tags).toContain('<meta property="og:locale:alternate" content="ur_PK">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain(`<meta property="og:image" content="${SITE}/og/site.png">`);
    expect(tags).not.toContain('<b>');
  });

  it('keeps a name that closes a script from ending the JSON-LD element', () => {
    const tags = headTags({
      status: 200,
      language: 'en',
      title: 't',
      description: 'd',
      canonical: `${SITE}/`,
      alternates: { en: `${SITE}/`, ur: `${SITE}/?lang=ur`, 'x-default': `${SITE}/` },
      image: { url: `${SITE}/og/site.png`, width: 1200, height: 630, alt: 'x' },
      ogType: 'website',
      jsonLd: [{ name: '</script><script>alert(1)</script>' }],
    });
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('the schema.org checker', () => {
  it('finds an unknown type or property, a missing required one, a bad rating and misplaced positions', () => {
    const problems = jsonLdProblems([
      { '@context': 'https://schema.org', '@type': 'LocalBusness', name: 'x' },
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'x',
        telephon: '1',
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 7, reviewCount: 0 },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 2, name: 'a', item: 'not a url' }],
      },
    ]);
    expect(problems).toEqual([
      '[0]: unknown type LocalBusness',
      '[1]: LocalBusiness needs address',
      '[1]: LocalBusiness has no property telephon',
      '[1].aggregateRating: ratingValue 7 outside 1..5',
      '[1].aggregateRating: reviewCount must be above 0',
      '[2].itemListElement[0].item: "not a url" is not a URL',
      '[2]: item 0 is not at position 1',
    ]);
  });
});
