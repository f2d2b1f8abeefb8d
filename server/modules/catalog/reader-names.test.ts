import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, send } from '../../test/factories';
import {
  acceptedOrder,
  fileRequest,
  newClient,
  newProvider,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const speaks = async (user: User, language: 'en' | 'ur') => {
  const res = await send(t, 'PUT', '/api/account/language', user.token, { language });
  expect(res.statusCode).toBe(200);
};

describe('names in the reader’s language beyond the catalog (decision 0059)', () => {
  it("shows a provider reading Urdu its feed's service and city in Urdu, and one reading English in English", async () => {
    const client = await newClient(t);
    const inUrdu = await newProvider(t);
    const inEnglish = await newProvider(t);
    await speaks(inUrdu, 'ur');
    await speaks(inEnglish, 'en');
    const requestId = await fileRequest(t, client, { address: '5 Canal View, Gulberg, Lahore' });

    const urduFeed = (await get(t, `/api/getRequests/${inUrdu.id}`, inUrdu.token)).json();
    const urdu = urduFeed.requests.find((r: { request_id: number }) => r.request_id === requestId);
    expect(urdu).toMatchObject({ service_name: 'لیک کی مرمت', city: 'لاہور' });
    // The area is still found in an address written with the English city name.
    expect(urdu.address).toBe('Gulberg');

    const englishFeed = (await get(t, `/api/getRequests/${inEnglish.id}`, inEnglish.token)).json();
    const english = englishFeed.requests.find(
      (r: { request_id: number }) => r.request_id === requestId,
    );
    expect(english).toMatchObject({ service_name: 'Leak Repair', city: 'Lahore' });
  });

  it("shows an order's service and city in each party's language; an empty Urdu name falls back to English", async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    await speaks(client, 'ur');
    await speaks(sp, 'en');
    const requestId = await acceptedOrder(t, client, sp);

    const forClient = (await get(t, `/api/orders/${requestId}`, client.token)).json();
    expect(forClient).toMatchObject({ name: 'لیک کی مرمت', city: 'لاہور' });
    const list = (await get(t, `/api/client/orders/${client.id}`, client.token)).json();
    expect(list[0]).toMatchObject({ name: 'لیک کی مرمت', city: 'لاہور' });
    const forProvider = (await get(t, `/api/orders/${requestId}`, sp.token)).json();
    expect(forProvider).toMatchObject({ name: 'Leak Repair', city: 'Lahore' });

    await t.db.updateTable('services').set({ name_ur: null }).where('service_id', '=', 1).execute();
    const fallback = (await get(t, `/api/orders/${requestId}`, client.token)).json();
    expect(fallback).toMatchObject({ name: 'Leak Repair', city: 'لاہور' });
  });

  it('answers the public directory in the Accept-Language reader’s language', async () => {
    const sp = await newProvider(t);
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/providers?city_id=2&limit=50', headers });
    const inUrdu = (await read({ 'accept-language': 'ur' })).json();
    const listed = inUrdu.items.find((p: { sp_id: number }) => p.sp_id === sp.id);
    expect(listed.city).toBe('لاہور');
    expect(listed.services[0]).toMatchObject({ category_name: 'پلمبنگ کی خدمات' });
    const inEnglish = (await read({ 'accept-language': 'en' })).json();
    const english = inEnglish.items.find((p: { sp_id: number }) => p.sp_id === sp.id);
    expect(english.city).toBe('Lahore');
    expect(english.services[0]).toMatchObject({ category_name: 'Plumbing Services' });
  });
});
