import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_READS_PER_MINUTE } from '../../config';
import { get, post, send } from '../../test/factories';
import {
  acceptedOrder,
  LEAK_REPAIR,
  newClient,
  newProvider,
  rate,
  setStatus,
  type User,
} from '../../test/marketplace';
import { seedAccount } from '../../test/seeded-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reviewerName } from './public-page.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const PRIVATE = {
  phone: '03217654329',
  address: '41-B Gulberg Street 9',
  dob: '1984-07-23',
};

/** A listed provider whose private fields are known, so a test can look for them. */
async function providerWithPrivateFields() {
  const account = await seedAccount(t, 'provider');
  await t.db
    .updateTable('service_providers')
    .set(PRIVATE)
    .where('sp_id', '=', account.id)
    .execute();
  const res = await post(
    t,
    '/api/service-provider/preferences',
    { services: [{ serviceId: LEAK_REPAIR, available: true }] },
    account.token,
  );
  expect(res.statusCode).toBe(200);
  return account;
}

describe('the public provider page', () => {
  it('answers anyone, with none of the private fields in the page or its reviews', async () => {
    const sp = await providerWithPrivateFields();
    const client = await newClient(t);
    const order = await acceptedOrder(t, client, { id: sp.id, token: sp.token });
    expect((await setStatus(t, client, order, 'completed')).statusCode).toBe(200);
    expect((await rate(t, client, order, 5, 'Fixed the leak fast')).statusCode).toBe(200);

    const page = await get(t, `/api/public/providers/${sp.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      sp_id: sp.id,
      fullname: 'Bilal Raza',
      city: 'Lahore',
      averageRating: 5,
      reviewCount: 1,
      completedJobs: 1,
      services: [{ service_id: LEAK_REPAIR, service_name: 'Leak Repair' }],
    });
    const reviews = await get(t, `/api/public/providers/${sp.id}/reviews`);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().items).toHaveLength(1);
    for (const body of [page.body, reviews.body]) {
      for (const secret of [sp.email, PRIVATE.phone, PRIVATE.address, PRIVATE.dob])
        expect(body).not.toContain(secret);
    }
  });

  it("names the catalog in the reader's language", async () => {
    const sp = await newProvider(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/providers/${sp.id}`,
      headers: { 'accept-language': 'ur' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().city).not.toBe('Lahore');
    expect(res.json().services[0].service_name).not.toBe('Leak Repair');
  });

  it('answers 404 for a provider the directory does not list, and for an unknown one', async () => {
    const none = await seedAccount(t, 'provider'); // offers nothing
    const away = await newProvider(t);
    await t.db
      .updateTable('provider_services')
      .set({ available: false })
      .where('sp_id', '=', away.id)
      .execute();
    const inactive = await newProvider(t);
    await t.db
      .updateTable('service_providers')
      .set({ status: 'inactive' })
      .where('sp_id', '=', inactive.id)
      .execute();
    for (const id of [none.id, away.id, inactive.id, 999_999]) {
      expect((await get(t, `/api/public/providers/${id}`)).statusCode).toBe(404);
      expect((await get(t, `/api/public/providers/${id}/reviews`)).statusCode).toBe(404);
    }
  });

  it('pages the reviews newest first, each with its reply, the reviewer by first name and initial', async () => {
    const sp = await newProvider(t);
    const ids: number[] = [];
    for (const comment of ['First job', 'Second job', 'Third job']) {
      const client = await newClient(t);
      const order = await acceptedOrder(t, client, sp);
      expect((await setStatus(t, client, order, 'completed')).statusCode).toBe(200);
      expect((await rate(t, client, order, 4, comment)).statusCode).toBe(200);
      ids.push(order);
    }
    const replied = await post(
      t,
      `/api/sp/reviews/${ids[2]}/reply`,
      { reply: 'Thank you!' },
      sp.token,
    );
    expect(replied.statusCode).toBe(200);

    const first = (await get(t, `/api/public/providers/${sp.id}/reviews?limit=2`)).json();
    expect(first.items.map((r: { review: string }) => r.review)).toEqual([
      'Third job',
      'Second job',
    ]);
    expect(first.items[0]).toMatchObject({ reply: 'Thank you!', reviewer: 'Ayesha K.' });
    expect(first.nextCursor).toEqual(expect.any(String));
    const cursor = encodeURIComponent(first.nextCursor);
    const second = (
      await get(t, `/api/public/providers/${sp.id}/reviews?limit=2&cursor=${cursor}`)
    ).json();
    expect(second.items.map((r: { review: string }) => r.review)).toEqual(['First job']);
    expect(second.nextCursor).toBeNull();
  });

  it('brakes one address past its reads a minute with 429 and Retry-After, not another', async () => {
    const sp = await newProvider(t);
    const read = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/public/providers/${sp.id}`, remoteAddress });
    for (let i = 0; i < DEFAULT_PUBLIC_READS_PER_MINUTE; i++)
      expect((await read('10.9.9.9')).statusCode).toBe(200);
    const braked = await read('10.9.9.9');
    expect(braked.statusCode).toBe(429);
    expect(braked.json().error.code).toBe('rate_limited');
    expect(Number(braked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read('10.9.9.10')).statusCode).toBe(200);
  });

  it('shortens a reviewer to the first name and the initial of the last', () => {
    expect(reviewerName('Ayesha Khan')).toBe('Ayesha K.');
    expect(reviewerName('  Muhammad Ali  Raza ')).toBe('Muhammad R.');
    expect(reviewerName('Zara')).toBe('Zara');
    expect(reviewerName('عائشہ خان')).toBe('عائشہ خ.');
  });
});

describe('the median response time', () => {
  /** A request of a new client priced in a chat with `sp`, the provider writing `after` ms later. */
  async function answered(sp: User, afterMs: number) {
    const client = await newClient(t);
    const requestId = await acceptedOrder(t, client, sp);
    const filed = new Date('2026-11-20T10:00:00.000Z');
    await t.db
      .updateTable('service_requests')
      .set({ request_date: filed })
      .where('request_id', '=', requestId)
      .execute();
    const room = `room_${client.id}_${sp.id}`;
    // Every message of the chat moves to after the filing; the provider's first at `afterMs`.
    await t.db
      .updateTable('chat_messages')
      .set({ created_at: new Date(filed.getTime() + afterMs + 60 * 60_000) })
      .where('room', '=', room)
      .execute();
    const res = await send(t, 'POST', '/api/saveMessage', sp.token, {
      room,
      message_text: 'Hello',
    });
    expect(res.statusCode).toBe(200);
    await t.db
      .updateTable('chat_messages')
      .set({ created_at: new Date(filed.getTime() + afterMs) })
      .where('message_id', '=', res.json().message_id)
      .execute();
  }

  it('is the middle of the times from filing to the first answer, shown from 3 requests', async () => {
    const sp = await newProvider(t);
    const page = async () => (await get(t, `/api/public/providers/${sp.id}`)).json();
    await answered(sp, 10 * 60_000);
    await answered(sp, 50 * 60_000);
    expect((await page()).responseTime).toBeNull();
    await answered(sp, 30 * 60_000);
    expect((await page()).responseTime).toEqual({ medianMinutes: 30, samples: 3 });
  });
});
