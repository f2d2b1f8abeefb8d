import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomOf } from '#contracts/chat';
import { adminEnv, adminToken, get, post, send, uniqueEmail } from '../test/factories';
import { unpaidOctoberInvoice } from '../test/invoices';
import {
  fileRequest,
  KARACHI,
  newClient,
  newProvider,
  openChat,
  sendOffer,
  type User,
} from '../test/marketplace';
import { saveProfile } from '../test/provider-profile';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The spec's doors as a client written against the spec calls them (issue 27, decision 0055):
 * its exact payloads, paths and fields, each beside the shape this product's own client sends.
 * Its socket events are in spec-door-sockets.test.ts.
 */

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-doors-client-'));
fs.mkdirSync(path.join(clientDir, 'images'));
fs.writeFileSync(path.join(clientDir, 'images', 'logo.png'), 'drawn-logo');

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, CLIENT_DIR: clientDir });
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('POST /api/register/client with the spec’s payload (name, email, password)', () => {
  it('creates the client without a terms field: the spec keeps the terms box on the client', async () => {
    const email = uniqueEmail('spec-client');
    const res = await post(t, '/api/register/client', {
      name: 'Ayesha Khan',
      email,
      password: 'correct horse battery',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'User Created Successfully' });
    const login = await post(t, '/api/login', { email, password: 'correct horse battery' });
    expect(login.json()).toMatchObject({ message: 'exist', role: 'clients' });
  });

  it('still refuses terms: false, an explicit “I do not agree”', async () => {
    const res = await post(t, '/api/register/client', {
      name: 'Ayesha Khan',
      email: uniqueEmail('spec-client'),
      password: 'correct horse battery',
      terms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});

describe('POST /api/createORupdateChatHead with the spec’s payload (room, client_id, sp_id, last_message)', () => {
  const specOpen = (sp: User, client: User) => ({
    room: roomOf(client.id, sp.id),
    client_id: client.id,
    sp_id: sp.id,
    last_message: '',
  });

  it('opens the chat without request_id when a pending request of that client is in the feed', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    await fileRequest(t, client);
    const res = await post(t, '/api/createORupdateChatHead', specOpen(sp, client), sp.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      room: roomOf(client.id, sp.id),
      client_id: client.id,
      sp_id: sp.id,
    });
    // Opening it again answers the same room.
    const again = await post(t, '/api/createORupdateChatHead', specOpen(sp, client), sp.token);
    expect(again.json().room).toBe(roomOf(client.id, sp.id));
  });

  it('refuses with a code when none of the client’s pending requests is in the provider’s feed', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const elsewhere = await newProvider(t, undefined, KARACHI);
    // No request at all, then a request in Lahore that a Karachi provider does not see.
    const none = await post(t, '/api/createORupdateChatHead', specOpen(sp, client), sp.token);
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('forbidden');
    await fileRequest(t, client);
    const away = await post(
      t,
      '/api/createORupdateChatHead',
      specOpen(elsewhere, client),
      elsewhere.token,
    );
    expect(away.statusCode).toBe(403);
    expect(away.json().error.code).toBe('forbidden');
    expect(
      await t.db
        .selectFrom('chat_heads')
        .select('room')
        .where('room', 'in', [roomOf(client.id, sp.id), roomOf(client.id, elsewhere.id)])
        .execute(),
    ).toEqual([]);
    // A client may not open chats at all, with or without a request id.
    const byClient = await post(
      t,
      '/api/createORupdateChatHead',
      specOpen(sp, client),
      client.token,
    );
    expect(byClient.statusCode).toBe(403);
  });

  it('does not count a request that is no longer pending', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    expect(
      (
        await send(t, 'PUT', `/api/client/orders/${requestId}`, client.token, {
          status: 'cancelled',
        })
      ).statusCode,
    ).toBe(200);
    const res = await post(t, '/api/createORupdateChatHead', specOpen(sp, client), sp.token);
    expect(res.statusCode).toBe(403);
  });
});

describe("status: 'cancelled' and 'canceled' alike", () => {
  it("PUT /api/client/orders/{requestId} takes 'canceled' and stores 'cancelled'", async () => {
    const client = await newClient(t);
    const requestId = await fileRequest(t, client);
    const res = await send(t, 'PUT', `/api/client/orders/${requestId}`, client.token, {
      status: 'canceled',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const row = await t.db
      .selectFrom('service_requests')
      .select('status')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
  });

  it("PUT /api/updateRequestMessage takes 'cancelled' as the spec's 'canceled'", async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, sp, client, requestId);
    expect((await sendOffer(t, client, room, requestId, 700)).statusCode).toBe(200);
    const body = { request_id: requestId, status: 'cancelled', room };
    // Someone outside the chat is still refused, whatever the spelling.
    const stranger = await newClient(t);
    expect(
      (await send(t, 'PUT', '/api/updateRequestMessage', stranger.token, body)).statusCode,
    ).toBe(403);
    const res = await send(t, 'PUT', '/api/updateRequestMessage', sp.token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ request_id: requestId, status: 'declined' });
  });
});

describe('PUT /api/updatePaymentStatus/{paymentId} without a body', () => {
  async function unpaidInvoice() {
    const sp = await newProvider(t);
    return unpaidOctoberInvoice(t.db, sp.id);
  }

  it('marks the invoice paid with no body and no content type', async () => {
    const paymentId = await unpaidInvoice();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/updatePaymentStatus/${paymentId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment_id: paymentId, status: 'Paid' });
  });

  it('still refuses a JSON content type with nothing after it (Fastify’s rule, API-wide)', async () => {
    const paymentId = await unpaidInvoice();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/updatePaymentStatus/${paymentId}`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('answers 401 and 403 before reading the body, as before', async () => {
    const paymentId = await unpaidInvoice();
    const url = `/api/updatePaymentStatus/${paymentId}`;
    const json = { 'content-type': 'application/json' };
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: json, payload: '' })).statusCode,
    ).toBe(401);
    const sp = await newProvider(t);
    const asProvider = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...json, authorization: `Bearer ${sp.token}` },
      payload: '',
    });
    expect(asProvider.statusCode).toBe(403);
  });
});

describe('gender as the spec’s profile form sends it (Male, Female)', () => {
  it('registers a provider with gender Female and stores female', async () => {
    const email = uniqueEmail('spec-sp');
    const res = await post(t, '/api/register/sp', {
      firstName: 'Sana',
      lastName: 'Iqbal',
      email,
      password: 'correct horse battery',
      phone: '03001234567',
      address: '12 Mall Road',
      city_id: 2,
      gender: 'Female',
      dob: '1990-04-12',
      status: 'active',
      tips: false,
      terms: true,
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('service_providers')
      .innerJoin('accounts', 'accounts.id', 'service_providers.sp_id')
      .select('gender')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.gender).toBe('female');
  });

  it('saves the profile with gender Male and answers male', async () => {
    const sp = await newProvider(t);
    const res = await saveProfile(t, sp, { gender: 'Male' });
    expect(res.statusCode).toBe(200);
    expect(res.json().gender).toBe('male');
    expect((await saveProfile(t, sp, { gender: 'Unknown' })).statusCode).toBe(400);
  });
});

describe('images under /api/images/ as well as /images/', () => {
  const sameHeaders = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const { date: _a, 'x-request-id': _ra, ...left } = a;
    const { date: _b, 'x-request-id': _rb, ...right } = b;
    expect(left).toEqual(right);
  };

  it('serves the same drawn image with the same headers', async () => {
    const plain = await t.app.inject('/images/logo.png');
    const underApi = await t.app.inject('/api/images/logo.png');
    expect(underApi.statusCode).toBe(200);
    expect(underApi.body).toBe('drawn-logo');
    sameHeaders(plain.headers, underApi.headers);
  });

  it('serves an uploaded image of that name first, as /images/ does', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'images', 'spec-doors.png'), 'uploaded');
    const plain = await t.app.inject('/images/spec-doors.png');
    const underApi = await t.app.inject('/api/images/spec-doors.png');
    expect(underApi.body).toBe('uploaded');
    sameHeaders(plain.headers, underApi.headers);
  });

  it('answers the same JSON 404 for a missing image', async () => {
    const res = await t.app.inject('/api/images/missing.png');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('fields the spec names, added beside ours', () => {
  it('the provider’s feed carries city_name beside city', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const feed = (await get(t, `/api/getRequests/${sp.id}`, sp.token)).json();
    const card = feed.requests.find((r: { request_id: number }) => r.request_id === requestId);
    expect(card).toMatchObject({ city: 'Lahore', city_name: 'Lahore' });
  });

  it('the public provider profile carries firstName, lastName and city_name beside fullname and city', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const profile = (await get(t, '/api/service-provider/profile', sp.token)).json();
    const res = await get(t, `/api/client/viewSPprofile?sp_id=${sp.id}`, client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: profile.firstName,
      lastName: profile.lastName,
      fullname: `${profile.firstName} ${profile.lastName}`,
      city: profile.city_name,
      city_name: profile.city_name,
    });
    // Still nothing private: no phone, email, address or birth date.
    for (const field of ['phone', 'email', 'address', 'dob']) {
      expect(res.json()).not.toHaveProperty(field);
    }
  });
});
