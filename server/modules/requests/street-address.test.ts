import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, post, send } from '../../test/factories';
import {
  fileRequest,
  KARACHI,
  LAHORE,
  newClient,
  newProvider,
  openChat,
  sendOffer,
  type User,
} from '../../test/marketplace';
import { multipart } from '../../test/multipart';
import { saveProfile } from '../../test/provider-profile';
import { createTestApp, type TestApp } from '../../test/test-app';

// Finding N6: a provider that switched cities read clients' names with their street addresses.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
});
afterAll(() => t.close());

const STREET = '44 Garden Town, Lahore';
const WITH_AREA = '7 Main Boulevard, Gulberg III, Lahore';

/** The provider moves to another city through its profile form, as the attack did. */
async function moveTo(sp: User, cityId: number) {
  expect((await saveProfile(t, sp, { city_id: cityId })).statusCode).toBe(200);
}

type Message = { type: string; request_id: number | null; address: string | null };
const offerAddresses = async (user: User, room: string, requestId: number) =>
  ((await get(t, `/api/getMessages?room=${room}`, user.token)).json() as Message[])
    .filter((m) => m.type === 'service_request' && m.request_id === requestId)
    .map((m) => m.address);

describe('a provider browsing before an accepted offer', () => {
  it('reads the area and city in the feed of a city it moved to, not the street', async () => {
    const client = await newClient(t);
    const street = await fileRequest(t, client, { address: STREET });
    const area = await fileRequest(t, client, { address: WITH_AREA });
    const sp = await newProvider(t, undefined, KARACHI);
    await moveTo(sp, LAHORE);

    const res = await get(t, `/api/getRequests/${sp.id}`, sp.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Garden Town');
    expect(res.body).not.toContain('Main Boulevard');
    const cards = res.json().requests as { request_id: number; address: string; city: string }[];
    expect(cards.find((c) => c.request_id === street)).toMatchObject({
      address: 'Lahore',
      city: 'Lahore',
    });
    expect(cards.find((c) => c.request_id === area)).toMatchObject({
      address: 'Gulberg III',
      city: 'Lahore',
    });
  });

  it("reads only the area in the chat's offer until its own offer is accepted", async () => {
    const client = await newClient(t);
    const requestId = await fileRequest(t, client, { address: STREET });
    const sp = await newProvider(t);
    const other = await newProvider(t);
    const room = await openChat(t, sp, client, requestId);
    const otherRoom = await openChat(t, other, client, requestId);
    const offer = await sendOffer(t, client, room, requestId, 1500);
    expect(offer.statusCode).toBe(200);
    expect((await sendOffer(t, client, otherRoom, requestId, 1400)).statusCode).toBe(200);
    expect(await offerAddresses(sp, room, requestId)).toEqual(['Lahore']);

    const accepted = await post(t, `/api/offers/${offer.json().offer_id}/accept`, {}, sp.token);
    expect(accepted.statusCode).toBe(200);
    // The provider that won reads the street, in its chat and its orders ...
    expect(await offerAddresses(sp, room, requestId)).toEqual([STREET]);
    const orders = (await get(t, `/api/sp/orders/${sp.id}`, sp.token)).json();
    expect(orders.find((o: { request_id: number }) => o.request_id === requestId)).toMatchObject({
      address: STREET,
    });
    // ... the one that lost still reads the area only.
    const lost = await get(t, `/api/getMessages?room=${otherRoom}`, other.token);
    expect(lost.body).not.toContain('Garden Town');
  });
});

describe('the admin in a dispute', () => {
  it("reads the order's full address", async () => {
    const client = await newClient(t);
    const requestId = await fileRequest(t, client, { address: STREET });
    const sp = await newProvider(t);
    const room = await openChat(t, sp, client, requestId);
    const offer = await sendOffer(t, client, room, requestId, 2000);
    await post(t, `/api/offers/${offer.json().offer_id}/accept`, {}, sp.token);
    const opened = await send(
      t,
      'POST',
      `/api/orders/${requestId}/disputes`,
      client.token,
      multipart({ reason: 'Nobody came' }),
    );
    expect(opened.statusCode).toBe(200);
    const detail = await get(
      t,
      `/api/admin/disputes/${opened.json().dispute_id}`,
      await adminToken(t),
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json().order.address).toBe(STREET);
  });
});
