import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, City, OfferedService, Service } from '#contracts/catalog';
import { languageOfHeader } from '../../lib/reader-language';
import { adminEnv, adminToken } from '../../test/factories';
import { LAHORE, newClient, newProvider } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
});
afterAll(() => t.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const inUrdu = { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' };

describe('the catalog in the reader’s language (decision 0059)', () => {
  it('answers an Urdu reader the categories, a category, its services and the cities in Urdu', async () => {
    const categories = (await read('/api/categories', inUrdu)).json<Category[]>();
    expect(categories[0]).toMatchObject({ category_id: 1, name: 'پلمبنگ کی خدمات' });
    expect(categories[0]?.description).toMatch(/پلمبر/);
    // The icon keeps its English file name.
    expect(categories[0]?.image).toBe('/images/plumbing-services.png');
    expect((await read('/api/categories/1', inUrdu)).json<Category>().name).toBe('پلمبنگ کی خدمات');
    const services = (await read('/api/services/1', inUrdu)).json<Service[]>();
    expect(services[0]).toMatchObject({ service_id: 1, name: 'لیک کی مرمت' });
    const cities = (await read('/api/cities', inUrdu)).json<City[]>();
    expect(cities.map((c) => c.name).sort()).toEqual(
      ['اسلام آباد', 'پشاور', 'کراچی', 'لاہور'].sort(),
    );
    const offered = (await read('/api/activeServices', inUrdu)).json<OfferedService[]>();
    expect(offered[0]).toMatchObject({
      name: 'لیک کی مرمت',
      category_name: 'پلمبنگ کی خدمات',
      category_image: '/images/plumbing-services.png',
    });
    expect((await read('/api/getServiceName?service_id=1', inUrdu)).json()).toEqual({
      service_id: 1,
      name: 'لیک کی مرمت',
    });
  });

  it('answers an English reader, and one without Accept-Language, in English', async () => {
    for (const headers of [{ 'accept-language': 'en-GB,en;q=0.9' }, {}] as Record<
      string,
      string
    >[]) {
      const categories = (await read('/api/categories', headers)).json<Category[]>();
      expect(categories[0]?.name).toBe('Plumbing Services');
      const services = (await read('/api/services/1', headers)).json<Service[]>();
      expect(services[0]?.name).toBe('Leak Repair');
    }
  });

  it('keeps an answer per language: the ETag of the Urdu list is not the English one', async () => {
    const en = await read('/api/categories');
    const ur = await read('/api/categories', inUrdu);
    expect(en.headers.etag).not.toBe(ur.headers.etag);
    expect(ur.headers.vary).toMatch(/accept-language/i);
    const again = await read('/api/categories', {
      ...inUrdu,
      'if-none-match': String(ur.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('falls back to the English name and description where the Urdu is empty', async () => {
    await t.db
      .updateTable('services')
      .set({ name_ur: null, description_ur: '' })
      .where('service_id', '=', 2)
      .execute();
    await t.db.updateTable('cities').set({ name_ur: '  ' }).where('city_id', '=', 4).execute();
    const token = await adminToken(t);
    // The admin's change of words clears the kept answers (here: a status round trip).
    await t.app.inject({
      method: 'PUT',
      url: '/api/updateServiceStatus/2',
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'active' },
    });
    const services = (await read('/api/services/1', inUrdu)).json<Service[]>();
    expect(services.find((s) => s.service_id === 2)).toMatchObject({
      name: 'Pipe Installation',
      description: 'New water and gas pipe runs fitted and pressure-tested.',
    });
    const cities = (await read('/api/cities', inUrdu)).json<City[]>();
    expect(cities.find((c) => c.city_id === 4)?.name).toBe('Peshawar');
  });

  it('answers a signed-in account in its saved language, whatever Accept-Language says', async () => {
    const client = await newClient(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { authorization: `Bearer ${client.token}` },
      payload: { language: 'ur' },
    });
    expect(saved.statusCode).toBe(200);
    const { readerLanguage } = await import('../../lib/reader-language');
    const fakeRequest = (actorLanguage: 'en' | 'ur' | undefined, header?: string) =>
      ({
        actor: actorLanguage ? { id: 1, role: 'clients', language: actorLanguage } : null,
        headers: header ? { 'accept-language': header } : {},
      }) as unknown as Parameters<typeof readerLanguage>[0];
    expect(readerLanguage(fakeRequest('ur', 'en'))).toBe('ur');
    expect(readerLanguage(fakeRequest(undefined, 'en;q=0.5, ur'))).toBe('ur');
    expect(readerLanguage(fakeRequest(undefined))).toBe('en');
  });
});

describe('Accept-Language', () => {
  it.each([
    ['ur', 'ur'],
    ['ur-PK', 'ur'],
    ['en-US,en;q=0.9,ur;q=0.8', 'en'],
    ['fr, ur;q=0.5, en;q=0.4', 'ur'],
    ['en;q=0.1, ur;q=0.9', 'ur'],
    ['de, fr', undefined],
    ['ur;q=0', undefined],
    ['', undefined],
  ])('reads %j as %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});

describe("the admin's words in two languages (decision 0059)", () => {
  const as = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await adminToken(t)}` },
      ...(payload ? { payload } : {}),
    });

  it('lists every category and service with both languages beside the spec fields', async () => {
    const categories = (await as('GET', '/api/Allcategories')).json();
    expect(categories[0]).toMatchObject({
      category_id: 1,
      name: 'Plumbing Services',
      name_en: 'Plumbing Services',
      name_ur: 'پلمبنگ کی خدمات',
    });
    const services = (await as('GET', '/api/Allservices/1')).json();
    expect(services[0]).toMatchObject({ name_en: 'Leak Repair', name_ur: 'لیک کی مرمت' });
  });

  it("edits a service's Urdu name and description, and readers see them; cleared, they see the English", async () => {
    const edited = await as('PUT', '/api/admin/services/3/words', {
      description: 'Blocked sinks, showers and floor drains cleared quickly.',
      name_ur: 'نالی کھلوائی',
      description_ur: 'بند نالیاں جلد کھولی جاتی ہیں۔',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      service_id: 3,
      name_en: 'Drain Cleaning',
      name_ur: 'نالی کھلوائی',
    });
    let services = (await read('/api/services/1', inUrdu)).json<Service[]>();
    expect(services.find((s) => s.service_id === 3)?.name).toBe('نالی کھلوائی');

    const cleared = await as('PUT', '/api/admin/services/3/words', {
      description: 'Blocked sinks, showers and floor drains cleared quickly.',
      name_ur: '   ',
      description_ur: '',
    });
    expect(cleared.json()).toMatchObject({ name_ur: null, description_ur: null });
    services = (await read('/api/services/1', inUrdu)).json<Service[]>();
    expect(services.find((s) => s.service_id === 3)?.name).toBe('Drain Cleaning');
  });

  it("edits a category's English description and Urdu words; an unknown one is 404", async () => {
    const edited = await as('PUT', '/api/admin/categories/6/words', {
      description: 'Car care at your doorstep.',
      name_ur: 'گاڑیوں کی دیکھ بھال',
      description_ur: 'گاڑی کی دیکھ بھال آپ کے دروازے پر۔',
    });
    expect(edited.json()).toMatchObject({
      description: 'Car care at your doorstep.',
      name_ur: 'گاڑیوں کی دیکھ بھال',
    });
    expect((await read('/api/categories/6', inUrdu)).json<Category>().name).toBe(
      'گاڑیوں کی دیکھ بھال',
    );
    const missing = await as('PUT', '/api/admin/categories/9999/words', { description: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('adds a city with both names, lists it, renames it, refuses a duplicate, and removes it while unused', async () => {
    const added = await as('POST', '/api/admin/cities', {
      name: 'Rawalpindi',
      name_ur: 'راولپنڈی',
    });
    expect(added.statusCode).toBe(201);
    const city = added.json<{ city_id: number }>();
    expect(added.json()).toMatchObject({
      name: 'Rawalpindi',
      name_en: 'Rawalpindi',
      name_ur: 'راولپنڈی',
    });
    let cities = (await read('/api/cities', inUrdu)).json<City[]>();
    expect(cities.find((c) => c.city_id === city.city_id)?.name).toBe('راولپنڈی');

    const duplicate = await as('POST', '/api/admin/cities', { name: 'rawalpindi' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.key).toBe('catalog.errors.cityExists');
    expect((await as('POST', '/api/admin/cities', { name: '' })).statusCode).toBe(400);

    const renamed = await as('PUT', `/api/admin/cities/${city.city_id}`, {
      name: 'Faisalabad',
      name_ur: '',
    });
    expect(renamed.json()).toMatchObject({ name_en: 'Faisalabad', name_ur: null });
    cities = (await read('/api/cities', inUrdu)).json<City[]>();
    expect(cities.find((c) => c.city_id === city.city_id)?.name).toBe('Faisalabad');
    expect((await as('GET', '/api/admin/cities')).json()).toContainEqual({
      city_id: city.city_id,
      name: 'Faisalabad',
      name_en: 'Faisalabad',
      name_ur: null,
    });

    expect((await as('DELETE', `/api/admin/cities/${city.city_id}`)).statusCode).toBe(200);
    cities = (await read('/api/cities')).json<City[]>();
    expect(cities.some((c) => c.city_id === city.city_id)).toBe(false);
  });

  it('refuses to remove a city a provider lives in: 409 catalog.errors.cityInUse', async () => {
    await newProvider(t);
    const res = await as('DELETE', `/api/admin/cities/${LAHORE}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', key: 'catalog.errors.cityInUse' });
    expect((await read('/api/cities')).json<City[]>().some((c) => c.city_id === LAHORE)).toBe(true);
  });

  it('adds a category with its Urdu name beside the English', async () => {
    const { multipart } = await import('../../test/multipart');
    const { png } = await import('../../surface/authorization-world');
    const form = multipart(
      {
        name: 'Pest Control',
        description: 'Ants removed.',
        name_ur: 'کیڑے مار',
        description_ur: '',
      },
      png('categoryImg'),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Addcategories',
      headers: { ...form.headers, authorization: `Bearer ${await adminToken(t)}` },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('categories')
      .select(['name_ur', 'description_ur'])
      .where('category_id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name_ur: 'کیڑے مار', description_ur: null });
  });
});
