import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Service } from '#contracts/catalog';
import { seedReferenceData } from '../../db/seed';
import { seedCategories, seedCities } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/cities', () => {
  it('lists the four seeded cities with id and name', async () => {
    const res = await get('/api/cities');
    expect(res.statusCode).toBe(200);
    const cities = res.json<Array<{ city_id: number; name: string }>>();
    expect(cities.map((c) => c.name).sort()).toEqual([...seedCities].sort());
    expect(Object.keys(cities[0] ?? {}).sort()).toEqual(['city_id', 'name']);
  });
});

describe('GET /api/categories', () => {
  it('lists the six seeded categories, all active', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const categories = res.json<Category[]>();
    expect(categories.map((c) => c.name)).toEqual(seedCategories.map((c) => c.name));
    expect(categories.every((c) => c.status === 'active' && c.description.length > 10)).toBe(true);
  });

  it('leaves out an inactive category, and its page and services become 404', async () => {
    const { category_id } = await t.db
      .insertInto('categories')
      .values({
        name: 'Pest Control',
        description: 'Ants and termites removed.',
        status: 'inactive',
      })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    const list = (await get('/api/categories')).json<Category[]>();
    expect(list.some((c) => c.category_id === category_id)).toBe(false);
    expect((await get(`/api/categories/${category_id}`)).statusCode).toBe(404);
    expect((await get(`/api/services/${category_id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/categories/:id', () => {
  it('answers one category', async () => {
    const res = await get('/api/categories/2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      category_id: 2,
      name: 'Electrical Services',
      description: seedCategories[1]?.description,
      status: 'active',
      image: '/images/electrical-services.png',
    });
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999', '1e3'])('answers 400 for id %s', async (id) => {
    const res = await get(`/api/categories/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toMatch(/id/);
  });

  it('answers 404 with the spec message for an unknown id', async () => {
    const res = await get('/api/categories/9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'Category not found.',
        key: 'catalog.category.notFound',
      },
    });
  });
});

describe('GET /api/services/:categoryId', () => {
  it('lists the five active services of a category', async () => {
    const res = await get('/api/services/1');
    expect(res.statusCode).toBe(200);
    const services = res.json<Service[]>();
    expect(services.map((s) => s.name)).toEqual(seedCategories[0]?.services.map(([name]) => name));
    expect(services.every((s) => s.category_id === 1 && s.status === 'active')).toBe(true);
  });

  it('leaves out an inactive service', async () => {
    await t.db
      .updateTable('services')
      .set({ status: 'inactive' })
      .where('name', '=', 'Oil Change')
      .execute();
    const automotive = (await get('/api/categories'))
      .json<Category[]>()
      .find((c) => c.name === 'Automotive Services');
    const services = (await get(`/api/services/${automotive?.category_id}`)).json<Service[]>();
    expect(services.map((s) => s.name)).not.toContain('Oil Change');
    expect(services).toHaveLength(4);
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    expect((await get('/api/services/x')).statusCode).toBe(400);
    expect((await get('/api/services/4242')).statusCode).toBe(404);
  });
});

describe('GET /api/getServiceName', () => {
  it('answers the name of an active service', async () => {
    const res = await get('/api/getServiceName?service_id=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ service_id: 1, name: 'Leak Repair' });
  });

  it('answers 400 without or with a bad service_id, 404 for an unknown or inactive one', async () => {
    expect((await get('/api/getServiceName')).statusCode).toBe(400);
    expect((await get('/api/getServiceName?service_id=abc')).statusCode).toBe(400);
    expect((await get('/api/getServiceName?service_id=4242')).statusCode).toBe(404);
    const oil = await t.db
      .selectFrom('services')
      .select('service_id')
      .where('name', '=', 'Oil Change')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('services')
      .set({ status: 'inactive' })
      .where('service_id', '=', oil.service_id)
      .execute();
    expect((await get(`/api/getServiceName?service_id=${oil.service_id}`)).statusCode).toBe(404);
  });
});

describe('seeding', () => {
  it('is idempotent and keeps an admin deactivation', async () => {
    await t.db
      .updateTable('categories')
      .set({ status: 'inactive' })
      .where('name', '=', 'Carpentry Services')
      .execute();
    await seedReferenceData(t.db);
    await seedReferenceData(t.db);
    const counts = await Promise.all(
      (['cities', 'categories', 'services'] as const).map((table) =>
        t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    // 1 extra category was added by an earlier test in this file.
    expect(counts.map((c) => c.n)).toEqual([4, 7, 30]);
    const carpentry = await t.db
      .selectFrom('categories')
      .select('status')
      .where('name', '=', 'Carpentry Services')
      .executeTakeFirstOrThrow();
    expect(carpentry.status).toBe('inactive');
  });
});
