import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingSlug } from '#contracts/landing-pages';
import { get } from '../../test/factories';
import { DRAIN_CLEANING, KARACHI, LAHORE, LEAK_REPAIR, newProvider } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let spId: number;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  spId = (await newProvider(t, [LEAK_REPAIR], LAHORE)).id;
});
afterAll(() => t.close());

const inUrdu = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ur' } });

describe('landing slugs', () => {
  it('are the id and the English name in lowercase words, or the id alone', () => {
    expect(landingSlug(12, 'Plumbing & Heating')).toBe('12-plumbing-heating');
    expect(landingSlug(2, 'Lahore')).toBe('2-lahore');
    expect(landingSlug(5, '!!!')).toBe('5');
  });
});

describe('GET /api/public/services', () => {
  it('lists the active categories with their active services and slugs, in the reader language', async () => {
    const res = await get(t, '/api/public/services');
    expect(res.statusCode).toBe(200);
    const services = res.json().categories.flatMap((c: { services: unknown[] }) => c.services);
    expect(services).toContainEqual(
      expect.objectContaining({
        service_id: LEAK_REPAIR,
        name: 'Leak Repair',
        slug: '1-leak-repair',
      }),
    );
    const urdu = (await inUrdu('/api/public/services')).json();
    const leak = urdu.categories
      .flatMap((c: { services: { service_id: number }[] }) => c.services)
      .find((s: { service_id: number }) => s.service_id === LEAK_REPAIR);
    // The slug stays the English one; the name is the Urdu one.
    expect(leak.slug).toBe('1-leak-repair');
    expect(leak.name).not.toBe('Leak Repair');
    expect(leak.name).toMatch(/[\u0600-\u06ff]/);
  });

  it('leaves out an inactive service', async () => {
    const row = await t.db
      .insertInto('services')
      .values({ category_id: 1, name: 'Hidden Work', description: 'x', status: 'inactive' })
      .returning('service_id')
      .executeTakeFirstOrThrow();
    const res = await get(t, '/api/public/services');
    const ids = res
      .json()
      .categories.flatMap((c: { services: { service_id: number }[] }) => c.services)
      .map((s: { service_id: number }) => s.service_id);
    expect(ids).not.toContain(row.service_id);
    expect((await get(t, `/api/public/services/${row.service_id}-hidden-work`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/public/services/:service', () => {
  it('names the cities where a listed provider offers it, and its top providers', async () => {
    const res = await get(t, '/api/public/services/1-leak-repair');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.service).toMatchObject({ service_id: LEAK_REPAIR, slug: '1-leak-repair' });
    expect(body.cities).toEqual([{ city_id: LAHORE, name: 'Lahore', slug: '2-lahore' }]);
    expect(body.topProviders.map((p: { sp_id: number }) => p.sp_id)).toContain(spId);
  });

  it('answers an old slug with the current one (the id finds it)', async () => {
    const res = await get(t, '/api/public/services/1-old-name');
    expect(res.statusCode).toBe(200);
    expect(res.json().service.slug).toBe('1-leak-repair');
  });

  it('refuses a slug that names nothing with 400, and an unknown service with 404', async () => {
    const bad = await get(t, '/api/public/services/leak-repair');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_request');
    const unknown = await get(t, '/api/public/services/999999-nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'not_found',
      key: 'landing.errors.serviceNotFound',
    });
  });
});

describe('GET /api/public/services/:service/:city', () => {
  it('lists the providers of the service in the city, as the directory shows them', async () => {
    const res = await get(t, '/api/public/services/1-leak-repair/2-lahore');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.city).toEqual({ city_id: LAHORE, name: 'Lahore', slug: '2-lahore' });
    expect(body.priceGuide).toBeNull();
    const card = body.providers.items.find((p: { sp_id: number }) => p.sp_id === spId);
    expect(card).toMatchObject({ reviewCount: 0, averageRating: null, badges: expect.any(Array) });
  });

  it('is an empty list where nobody offers it yet', async () => {
    const res = await get(
      t,
      `/api/public/services/${DRAIN_CLEANING}-drain-cleaning/${KARACHI}-karachi`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().providers).toEqual({ items: [], nextCursor: null });
  });

  it('pages the providers: at most `limit`, the rest after the cursor', async () => {
    const second = await newProvider(t, [LEAK_REPAIR], LAHORE);
    const first = (await get(t, '/api/public/services/1-leak-repair/2-lahore?limit=1')).json();
    expect(first.providers.items).toHaveLength(1);
    const next = await get(
      t,
      `/api/public/services/1-leak-repair/2-lahore?limit=1&cursor=${first.providers.nextCursor}`,
    );
    const ids = [first.providers.items[0].sp_id, next.json().providers.items[0].sp_id];
    expect(ids.sort()).toEqual([spId, second.id].sort());
  });

  it('answers an unknown city with 404 and its own key', async () => {
    const res = await get(t, '/api/public/services/1-leak-repair/999999-atlantis');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.key).toBe('landing.errors.cityNotFound');
  });
});
