import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { TextKey, TextParams } from '../../locales/catalog';
import { createClient, createProvider, signInAs } from './accounts';
import { t } from './i18n';

export type Signed = { page: Page; token: string; id: number };

/** A new browser context signed in as a new client. */
export async function clientSession(browser: Browser, request: APIRequestContext, name: string) {
  const account = await createClient(request, name);
  const page = await (await browser.newContext()).newPage();
  const login = await signInAs(page, account);
  return { page, token: login.token, id: login.user_ID };
}

/** A new browser context signed in as a new Lahore provider offering the given services. */
export async function providerSession(
  browser: Browser,
  request: APIRequestContext,
  firstName: string,
  serviceIds: number[] = [1],
) {
  const account = await createProvider(request, { firstName });
  const page = await (await browser.newContext()).newPage();
  const login = await signInAs(page, account);
  const res = await request.post('/api/service-provider/preferences', {
    headers: { authorization: `Bearer ${login.token}` },
    data: { services: serviceIds.map((serviceId) => ({ serviceId, available: true })) },
  });
  expect(res.status()).toBe(200);
  return { page, token: login.token, id: login.user_ID };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const escapeForPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text of the app (in the run's language) as a pattern whose placeholders named in `wild`
 * match the given pattern sources (`{ count: '\\d+' }`); the others take `params`, a text
 * one also when the app isolates it (FSI ... PDI, decision 0046). The markup a text wraps
 * around its parts (`<time>`) is left out, as the page shows no tags.
 */
export function tLike(key: TextKey, wild: Record<string, string>, params: TextParams = {}): RegExp {
  const sources: Record<string, string> = { ...wild };
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && !(name in wild)) {
      sources[name] = `\u2068?${escapeForPattern(value)}\u2069?`;
    }
  }
  const names = Object.keys(sources);
  const tokens = Object.fromEntries(names.map((name, i) => [name, `\u0001${i}\u0001`]));
  let source = escapeForPattern(t(key, { ...params, ...tokens }).replace(/<\/?[a-z]+>/g, ''));
  names.forEach((name, i) => {
    source = source.replaceAll(`\u0001${i}\u0001`, sources[name] as string);
  });
  return new RegExp(source);
}

type ApiUser = { token: string; id: number };

/** Where a request is filed: Lahore's Leak Repair unless told. */
type Where = { city_id: number; service_id: number };
const LAHORE_LEAK_REPAIR: Where = { city_id: 2, service_id: 1 };

/** Through the API: the client files a request, the provider opens the chat, the client offers. */
export async function offeredRequest(
  request: APIRequestContext,
  client: ApiUser,
  sp: ApiUser,
  description: string,
  price: number,
  where: Where = LAHORE_LEAK_REPAIR,
) {
  const filed = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: { description, address: '9 Garden Town', ...where },
  });
  expect(filed.status()).toBe(200);
  const requestId: number = (await filed.json()).result;
  const head = await request.post('/api/createORupdateChatHead', {
    headers: bearer(sp.token),
    data: { client_id: client.id, request_id: requestId },
  });
  expect(head.status()).toBe(200);
  const room: string = (await head.json()).room;
  const offer = await request.post('/api/saveRequestMessage', {
    headers: bearer(client.token),
    data: { room, request_id: requestId, price },
  });
  expect(offer.status()).toBe(200);
  return { requestId, room };
}

/** Through the API: a request the provider has accepted at `price`. */
export async function acceptedRequest(
  request: APIRequestContext,
  client: ApiUser,
  sp: ApiUser,
  description: string,
  price: number,
  where: Where = LAHORE_LEAK_REPAIR,
) {
  const { requestId, room } = await offeredRequest(request, client, sp, description, price, where);
  const accepted = await request.put('/api/updateRequestMessage', {
    headers: bearer(sp.token),
    data: { room, request_id: requestId, status: 'accepted', price },
  });
  expect(accepted.status()).toBe(200);
  return { requestId, room };
}

/** Through the API: the provider completes an accepted order and the client rates it. */
export async function completeAndRate(
  request: APIRequestContext,
  client: ApiUser,
  sp: ApiUser,
  requestId: number,
  rating: number,
  comment: string,
) {
  const done = await request.put(`/api/client/orders/${requestId}`, {
    headers: bearer(sp.token),
    data: { status: 'completed' },
  });
  expect(done.status()).toBe(200);
  const rated = await request.post('/api/client/feedback', {
    headers: bearer(client.token),
    data: { request_id: requestId, rating, comment },
  });
  expect(rated.status()).toBe(200);
}

/** Signs in through the API: the account's token and id. */
export async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const res = await request.post('/api/login', { data: account });
  expect(res.status()).toBe(200);
  const body = await res.json();
  return { token: body.token as string, id: body.user_ID as number };
}

/**
 * Through the API: a provider (Farah `lastName`) in `cityId` offering `serviceId`, with one
 * order rated 5 by Imran Qureshi and the provider's reply to the review.
 */
export async function reviewedProvider(
  request: APIRequestContext,
  opts: { lastName: string; serviceId: number; cityId: number; extra?: Record<string, unknown> },
) {
  const account = await createProvider(request, {
    firstName: 'Farah',
    lastName: opts.lastName,
    city_id: opts.cityId,
    ...opts.extra,
  });
  const sp = await apiLogin(request, account);
  const prefs = await request.post('/api/service-provider/preferences', {
    headers: bearer(sp.token),
    data: { services: [{ serviceId: opts.serviceId, available: true }] },
  });
  expect(prefs.status()).toBe(200);
  const client = await apiLogin(request, await createClient(request, 'Imran Qureshi'));
  const where = { city_id: opts.cityId, service_id: opts.serviceId };
  const { requestId } = await acceptedRequest(request, client, sp, 'Tiles', 9000, where);
  await completeAndRate(request, client, sp, requestId, 5, 'Even floors, finished early.');
  const reply = await request.post(`/api/sp/reviews/${requestId}/reply`, {
    headers: bearer(sp.token),
    data: { reply: 'Thank you, Imran!' },
  });
  expect(reply.status()).toBe(200);
  return { ...sp, account };
}

/** A seeded service by its English name (the API answers in English when asked). */
export async function serviceNamed(request: APIRequestContext, name: string) {
  const all: { service_id: number; name: string; category_id: number }[] = await (
    await request.get('/api/activeServices', { headers: { 'accept-language': 'en' } })
  ).json();
  const service = all.find((s) => s.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return service;
}
