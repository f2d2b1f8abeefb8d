import { roomOf } from '#contracts/chat';
import { get, post, send } from './factories';
import { seedAccount } from './seeded-users';
import type { TestApp } from './test-app';

/** Seeded ids: Lahore is city 2; Leak Repair (Plumbing) is service 1, Drain Cleaning 3. */
export const LAHORE = 2;
export const KARACHI = 1;
export const LEAK_REPAIR = 1;
export const DRAIN_CLEANING = 3;

export type User = { token: string; id: number };

/** A client, written into the database (signing up over HTTP is the auth tests' subject). */
export async function newClient(t: TestApp): Promise<User> {
  const { token, id } = await seedAccount(t, 'client');
  return { token, id };
}

/** A provider in Lahore (unless told) offering the given services, all available. */
export async function newProvider(
  t: TestApp,
  serviceIds: number[] = [LEAK_REPAIR],
  cityId = LAHORE,
): Promise<User> {
  const { token, id } = await seedAccount(t, 'provider');
  if (cityId !== LAHORE) {
    await t.db
      .updateTable('service_providers')
      .set({ city_id: cityId })
      .where('sp_id', '=', id)
      .execute();
  }
  const res = await post(
    t,
    '/api/service-provider/preferences',
    { services: serviceIds.map((serviceId) => ({ serviceId, available: true })) },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`preferences failed: ${res.body}`);
  return { token, id };
}

export const requestForm = (overrides: Record<string, unknown> = {}) => ({
  description: 'The kitchen tap drips all night',
  city_id: LAHORE,
  address: '5 Canal View',
  service_id: LEAK_REPAIR,
  ...overrides,
});

/** The account reads `language` from now on, set as the app's switch sets it. */
export async function setLanguage(t: TestApp, user: User, language: 'en' | 'ur') {
  const res = await send(t, 'PUT', '/api/account/language', user.token, { language });
  if (res.statusCode !== 200) throw new Error(`language: ${res.statusCode} ${res.body}`);
}

export async function fileRequest(
  t: TestApp,
  client: User,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await post(t, '/api/servicerequestform', requestForm(overrides), client.token);
  if (res.statusCode !== 200) throw new Error(`request failed: ${res.body}`);
  return res.json().result;
}

/** The provider opens the chat about a request in its feed; answers the room. */
export async function openChat(t: TestApp, sp: User, client: User, requestId: number) {
  const res = await post(
    t,
    '/api/createORupdateChatHead',
    { client_id: client.id, request_id: requestId },
    sp.token,
  );
  if (res.statusCode !== 200) throw new Error(`open chat failed: ${res.body}`);
  return res.json().room as string;
}

/** A client, a provider, a request of the client in the provider's feed, and their chat. */
export async function chatAboutRequest(t: TestApp) {
  const client = await newClient(t);
  const sp = await newProvider(t);
  const requestId = await fileRequest(t, client);
  const room = await openChat(t, sp, client, requestId);
  return { client, sp, requestId, room };
}

export async function sendOffer(
  t: TestApp,
  client: User,
  room: string,
  requestId: number,
  price: number,
) {
  return post(t, '/api/saveRequestMessage', { room, request_id: requestId, price }, client.token);
}

/**
 * The provider accepts through the spec's door. Without a pin (the offer's id or the price it
 * saw) only an offer pending for a minute, the chat's first, is accepted.
 */
export async function accept(
  t: TestApp,
  sp: User,
  client: User,
  requestId: number,
  pin: { offer_id?: number; price?: number } = {},
) {
  return send(t, 'PUT', '/api/updateRequestMessage', sp.token, {
    room: roomOf(client.id, sp.id),
    request_id: requestId,
    status: 'accepted',
    ...pin,
  });
}

export async function feedOf(t: TestApp, sp: User) {
  const res = await get(t, `/api/getRequests/${sp.id}`, sp.token);
  if (res.statusCode !== 200) throw new Error(`feed failed: ${res.body}`);
  return res.json() as { requests: { request_id: number }[]; total: number };
}

/** A request the provider has accepted at `price`, through the real calls. */
export async function acceptedOrder(t: TestApp, client: User, sp: User, price = 1000) {
  const requestId = await fileRequest(t, client);
  const room = await openChat(t, sp, client, requestId);
  const offer = await sendOffer(t, client, room, requestId, price);
  if (offer.statusCode !== 200) throw new Error(`offer failed: ${offer.body}`);
  const res = await accept(t, sp, client, requestId, { price });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`);
  return requestId;
}

export const setStatus = (t: TestApp, user: User, requestId: number, status: string) =>
  send(t, 'PUT', `/api/client/orders/${requestId}`, user.token, { status });

export const rate = (
  t: TestApp,
  client: User,
  requestId: number,
  rating: unknown,
  comment = 'Quick and tidy work',
) => post(t, '/api/client/feedback', { request_id: requestId, rating, comment }, client.token);
