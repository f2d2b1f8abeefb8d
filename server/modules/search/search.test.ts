import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit, SearchPage } from '#contracts/search';
import { adminEnv, get } from '../../test/factories';
import { LEAK_REPAIR, newProvider, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

const WATER_HEATER = 4;
const WIRING = 6;
const ELECTRICAL = 2;

let t: TestApp;
let acRepair: number;
let plumber: User;
let acTechnician: User;
let electrician: User;

async function named(sp: User, first: string, last: string) {
  await t.db
    .updateTable('service_providers')
    .set({ first_name: first, last_name: last })
    .where('sp_id', '=', sp.id)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  const ac = await t.db
    .insertInto('services')
    .values({
      category_id: ELECTRICAL,
      name: 'AC Repair',
      description: 'Split and window units serviced, gas refilled and repaired.',
      name_ur: 'اے سی کی مرمت',
      description_ur: 'اسپلٹ اور ونڈو یونٹ کی سروس، گیس بھرائی اور مرمت۔',
    })
    .returning('service_id')
    .executeTakeFirstOrThrow();
  acRepair = ac.service_id;
  plumber = await newProvider(t, [LEAK_REPAIR, WATER_HEATER]);
  await named(plumber, 'Imran', 'Qureshi');
  acTechnician = await newProvider(t, [acRepair]);
  await named(acTechnician, 'Nadeem', 'Akhtar');
  electrician = await newProvider(t, [WIRING]);
  await named(electrician, 'Shahid', 'Mehmood');
});
afterAll(() => t.close());

async function search(q: string, extra = '', lang = 'en'): Promise<SearchPage> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const services = (page: SearchPage) =>
  page.items.flatMap((h: SearchHit) => (h.kind === 'service' ? [h.name] : []));
const providers = (page: SearchPage) =>
  page.items.flatMap((h: SearchHit) => (h.kind === 'provider' ? [h.sp_id] : []));

describe('GET /api/search', () => {
  it('finds the plumbing services and their plumbers from a misspelt "plumbr"', async () => {
    const page = await search('plumbr');
    expect(page.items[0]).toMatchObject({ kind: 'service', category_name: 'Plumbing Services' });
    expect(services(page)).toEqual(
      expect.arrayContaining(['Leak Repair', 'Water Heater Services']),
    );
    expect(services(page)).not.toContain('Wiring Installation');
    expect(providers(page)).toContain(plumber.id);
    expect(providers(page)).not.toContain(electrician.id);
    const hit = page.items.find((h) => h.kind === 'provider' && h.sp_id === plumber.id);
    expect(hit).toMatchObject({ fullname: 'Imran Qureshi', city: 'Lahore', averageRating: null });
  });

  it('finds a leak repair and its plumber from Roman Urdu "nalka", misspelt, and Urdu "نلکا"', async () => {
    for (const q of ['nalka', 'nalkay', 'Nalkaa', 'نلکا']) {
      const page = await search(q);
      expect(services(page)[0], q).toBe('Leak Repair');
      expect(providers(page), q).toContain(plumber.id);
      expect(providers(page), q).not.toContain(acTechnician.id);
    }
  });

  it('finds AC repair from "AC" and "A.C.", its technician right after it', async () => {
    for (const q of ['AC', 'a.c.', 'ac repair']) {
      const page = await search(q);
      expect(page.items[0], q).toMatchObject({ kind: 'service', service_id: acRepair });
      expect(providers(page)[0], q).toBe(acTechnician.id);
    }
    expect(providers(await search('AC'))).not.toContain(plumber.id);
  });

  it('finds the water heater service from "geyser" and Urdu "گیزر", answering in Urdu to an Urdu reader', async () => {
    expect(services(await search('geyser'))[0]).toBe('Water Heater Services');
    const urdu = await search('گیزر', '', 'ur');
    expect(urdu.items[0]).toMatchObject({ kind: 'service', name: 'واٹر ہیٹر کی خدمات' });
  });

  it('finds an Urdu service name typed in Urdu', async () => {
    const page = await search('مرمت');
    expect(services(page)).toEqual(expect.arrayContaining(['Leak Repair', 'AC Repair']));
  });

  it("finds a provider by a misspelt name, the name's match first", async () => {
    const page = await search('Qureshy');
    expect(page.items[0]).toMatchObject({ kind: 'provider', sp_id: plumber.id });
    expect(page.items[0]).toMatchObject({ matched_service: null });
  });

  it('pages with the one cursor contract: every hit once, in the order of one long page', async () => {
    const whole = await search('repair', '&limit=100');
    expect(whole.nextCursor).toBeNull();
    expect(whole.items.length).toBeGreaterThan(4);
    const seen: SearchHit[] = [];
    let cursor: string | null = null;
    do {
      const extra: string = `&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: SearchPage = await search('repair', extra);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(whole.items);
  });

  it('answers nothing for words that match nothing, and 400 with a code for bad input', async () => {
    expect((await search('zzqxj')).items).toEqual([]);
    expect((await search('!!!')).items).toEqual([]);
    for (const url of [
      '/api/search',
      '/api/search?q=',
      `/api/search?q=${'a'.repeat(81)}`,
      '/api/search?q=ac&cursor=not-a-cursor',
      `/api/search?q=ac&cursor=${Buffer.from('["x"]').toString('base64url')}`,
      '/api/search?q=ac&limit=0',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('bad_request');
    }
  });
});
