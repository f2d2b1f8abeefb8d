import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, post, send } from '../../test/factories';
import { unpaidOctoberInvoice } from '../../test/invoices';
import {
  acceptedOrder,
  fileRequest,
  newClient,
  newProvider,
  rate,
  setStatus,
  type User,
} from '../../test/marketplace';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
});
afterAll(() => t.close());

const LEAK_REPAIR_UR = 'لیک کی مرمت';
const URDU = { service: LEAK_REPAIR_UR, city: 'لاہور', category: 'پلمبنگ کی خدمات' };
const ENGLISH = { service: 'Leak Repair', city: 'Lahore', category: 'Plumbing Services' };

/** A GET as a reader of `language` sends it: its token, and the app's Accept-Language. */
const read = (url: string, token: string, language: 'en' | 'ur') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

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
    await t.db
      .updateTable('services')
      .set({ name_ur: LEAK_REPAIR_UR })
      .where('service_id', '=', 1)
      .execute();
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

describe('names in the reader’s language on the remaining answers (decision 0059)', () => {
  it("names a provider's own city and services in the language it reads", async () => {
    for (const [language, names] of [
      ['ur', URDU],
      ['en', ENGLISH],
    ] as const) {
      const sp = await newProvider(t);
      await speaks(sp, language);
      const profile = (await get(t, '/api/service-provider/profile', sp.token)).json();
      expect(profile.city_name).toBe(names.city);
      const services = (await get(t, '/api/service-provider/services', sp.token)).json();
      expect(services).toEqual([
        expect.objectContaining({ service_name: names.service, category_name: names.category }),
      ]);
      const paused = await send(t, 'PUT', '/api/service-provider/updateAvailability/1', sp.token, {
        available: false,
      });
      expect(paused.json()).toMatchObject({
        service_name: names.service,
        availability_status: false,
      });
    }
  });

  it("shows a client a provider's city, services and reviews in the client's language", async () => {
    const sp = await newProvider(t);
    const rater = await newClient(t);
    const requestId = await acceptedOrder(t, rater, sp);
    expect((await setStatus(t, rater, requestId, 'completed')).statusCode).toBe(200);
    expect((await rate(t, rater, requestId, 5)).statusCode).toBe(200);
    for (const [language, names] of [
      ['ur', URDU],
      ['en', ENGLISH],
    ] as const) {
      const client = await newClient(t);
      await speaks(client, language);
      const profile = (
        await get(t, `/api/client/viewSPprofile?sp_id=${sp.id}`, client.token)
      ).json();
      expect(profile).toMatchObject({ city: names.city, city_name: names.city });
      const services = (
        await get(t, `/api/client/viewSPservices?sp_id=${sp.id}`, client.token)
      ).json();
      expect(services[0]).toMatchObject({
        service_name: names.service,
        category_name: names.category,
      });
      const reviews = (
        await get(t, `/api/client/viewSPreviews?sp_id=${sp.id}`, client.token)
      ).json();
      expect(reviews[0]).toMatchObject({ request_id: requestId, service_name: names.service });
      const page = (await get(t, `/api/providers/${sp.id}/reviews`, client.token)).json();
      expect(page.items[0]).toMatchObject({ service_name: names.service });
    }
  });

  it("lists a client's pending requests with their service and city in its language", async () => {
    for (const [language, names] of [
      ['ur', URDU],
      ['en', ENGLISH],
    ] as const) {
      const client = await newClient(t);
      await speaks(client, language);
      const requestId = await fileRequest(t, client);
      const page = (await get(t, '/api/requests/pending', client.token)).json();
      expect(page.items).toEqual([
        expect.objectContaining({ request_id: requestId, name: names.service, city: names.city }),
      ]);
      const spec = await post(t, '/api/getPendingRequestofClient', undefined, client.token);
      expect(spec.json()[0]).toMatchObject({ name: names.service, city: names.city });
    }
  });

  it("shows the admin a dispute's service and its order's city in the admin's language", async () => {
    const admin = await adminToken(t);
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await acceptedOrder(t, client, sp);
    const opened = await send(
      t,
      'POST',
      `/api/orders/${requestId}/disputes`,
      client.token,
      multipart({ reason: 'The tap still leaks' }),
    );
    expect(opened.statusCode).toBe(200);
    const disputeId = opened.json().dispute_id;
    for (const [language, names] of [
      ['ur', URDU],
      ['en', ENGLISH],
    ] as const) {
      const cases = (await read('/api/admin/disputes?status=open', admin, language)).json();
      const row = cases.items.find((c: { dispute_id: number }) => c.dispute_id === disputeId);
      expect(row.service_name).toBe(names.service);
      const detail = (await read(`/api/admin/disputes/${disputeId}`, admin, language)).json();
      expect(detail.order).toMatchObject({ name: names.service, city: names.city });
    }
  });

  it("names an invoice's services and its provider's city in the reader's language; an invoice line keeps its own English", async () => {
    const admin = await adminToken(t);
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await acceptedOrder(t, client, sp);
    const paymentId = await unpaidOctoberInvoice(t.db, sp.id);
    await t.db
      .insertInto('invoice_lines')
      .values({
        payment_id: paymentId,
        request_id: requestId,
        kind: 'order',
        // The English name the line was billed with (the service's own English is 'Leak Repair').
        service_name: 'Leak Repair (billed)',
        client_name: 'Sara Ahmed',
        address: '5 Canal View',
        completed_date: new Date('2026-10-12T10:00:00Z'),
        price_minor: 100_000,
        earnings_minor: 100_000,
        fee_minor: 10_000,
        created_at: new Date('2026-11-01T00:00:00Z'),
      })
      .execute();
    await speaks(sp, 'ur');
    const urdu = (await get(t, `/api/sp/invoiceDetails/${paymentId}`, sp.token)).json();
    expect(urdu.orders[0].service_name).toBe(LEAK_REPAIR_UR);
    expect((await get(t, `/api/sp/getprofile/${sp.id}`, sp.token)).json().city).toBe('لاہور');

    const english = (await read(`/api/sp/invoiceDetails/${paymentId}`, admin, 'en')).json();
    expect(english.orders[0].service_name).toBe('Leak Repair (billed)');
    expect((await read(`/api/sp/getprofile/${sp.id}`, admin, 'en')).json().city).toBe('Lahore');

    // No Urdu written for the service: an Urdu reader gets the line's own English.
    await t.db.updateTable('services').set({ name_ur: ' ' }).where('service_id', '=', 1).execute();
    try {
      const fallback = (await get(t, `/api/sp/invoiceDetails/${paymentId}`, sp.token)).json();
      expect(fallback.orders[0].service_name).toBe('Leak Repair (billed)');
    } finally {
      await t.db
        .updateTable('services')
        .set({ name_ur: LEAK_REPAIR_UR })
        .where('service_id', '=', 1)
        .execute();
    }
  });
});
