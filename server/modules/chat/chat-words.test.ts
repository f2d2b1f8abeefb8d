import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '#contracts/money';
import type { TextKey } from '#locales/catalog';
import type { Language } from '#locales/languages';
import { textOf } from '../../lib/i18n';
import { get, post, send } from '../../test/factories';
import { chatAboutRequest, sendOffer, setStatus, type User } from '../../test/marketplace';
import { nextEvent, socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { textTools } from '../notifications/notification-render';

let t: TestApp;
let url: string;
const { open, closeAll } = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

/** The words of a chat text in a language, as the catalog has them. */
const words = (language: Language, key: TextKey, priceMinor?: number) =>
  textOf(
    language,
    key,
    priceMinor === undefined
      ? undefined
      : { price: textTools(language, DEFAULT_CURRENCY).money(priceMinor) },
  );

const headOf = async (user: User, room: string) =>
  (await get(t, `/api/chat-heads/${room}`, user.token)).json().lastmsg as string;

const textsOf = async (user: User, room: string) =>
  (
    (await get(t, `/api/getMessages?room=${room}`, user.token)).json() as { message_text: string }[]
  ).map((m) => m.message_text);

/** A chat whose provider reads Urdu and whose client reads English. */
async function urduProviderScene() {
  const scene = await chatAboutRequest(t);
  const res = await send(t, 'PUT', '/api/account/language', scene.sp.token, { language: 'ur' });
  expect(res.statusCode).toBe(200);
  return scene;
}

describe('what the chat writes itself is stored as a kind and values', () => {
  it('shows an Urdu reader and an English reader the same offers and chat head in their own words', async () => {
    const { client, sp, requestId, room } = await urduProviderScene();
    const made = await sendOffer(t, client, room, requestId, 1000);
    expect(made.statusCode).toBe(200);
    expect(words('en', 'chat.said.offerMade', 100_000)).toMatch(
      /^Service request for Rs.1,000\.00$/,
    );
    // The client's own answer is in its language.
    expect(made.json().message_text).toBe(words('en', 'chat.said.offerMade', 100_000));
    expect(await headOf(client, room)).toBe(words('en', 'chat.said.offerMade', 100_000));
    expect(await headOf(sp, room)).toBe(words('ur', 'chat.said.offerMade', 100_000));
    expect(await headOf(sp, room)).toMatch(/[\u0600-\u06ff]/);

    const countered = await post(
      t,
      `/api/offers/${made.json().offer_id}/counter`,
      { price: 1200 },
      sp.token,
    );
    expect(countered.statusCode).toBe(200);
    expect(countered.json().message_text).toBe(words('ur', 'chat.said.offerCountered', 120_000));
    expect(await textsOf(client, room)).toEqual([
      words('en', 'chat.said.offerMade', 100_000),
      words('en', 'chat.said.offerCountered', 120_000),
    ]);
    expect(await textsOf(sp, room)).toEqual([
      words('ur', 'chat.said.offerMade', 100_000),
      words('ur', 'chat.said.offerCountered', 120_000),
    ]);

    const accepted = await post(
      t,
      `/api/offers/${countered.json().offer_id}/accept`,
      {},
      client.token,
    );
    expect(accepted.statusCode).toBe(200);
    expect(await headOf(client, room)).toBe(words('en', 'chat.said.offerAccepted'));
    expect(await headOf(sp, room)).toBe(words('ur', 'chat.said.offerAccepted'));
    // The list of heads says the same as the one head.
    const heads = (await get(t, '/api/chat-heads', sp.token)).json().items as {
      room: string;
      lastmsg: string;
    }[];
    expect(heads.find((h) => h.room === room)?.lastmsg).toBe(
      words('ur', 'chat.said.offerAccepted'),
    );

    // Nothing English is stored: the rows hold kinds and values.
    const stored = await t.db
      .selectFrom('chat_messages')
      .select(['message_text', 'text_kind', 'text_params'])
      .where('room', '=', room)
      .orderBy('message_id')
      .execute();
    expect(stored).toEqual([
      { message_text: '', text_kind: 'offer.made', text_params: '{"price_minor":100000}' },
      { message_text: '', text_kind: 'offer.countered', text_params: '{"price_minor":120000}' },
    ]);
    const head = await t.db
      .selectFrom('chat_heads')
      .select(['last_message', 'last_kind', 'last_params'])
      .where('room', '=', room)
      .executeTakeFirstOrThrow();
    expect(head).toEqual({ last_message: '', last_kind: 'offer.accepted', last_params: '{}' });
  });

  it('words a declined and a withdrawn offer in the head for each reader', async () => {
    const { client, sp, requestId, room } = await urduProviderScene();
    const first = (await sendOffer(t, client, room, requestId, 900)).json();
    expect((await post(t, `/api/offers/${first.offer_id}/decline`, {}, sp.token)).statusCode).toBe(
      200,
    );
    expect(await headOf(client, room)).toBe(words('en', 'chat.said.offerDeclined'));
    expect(await headOf(sp, room)).toBe(words('ur', 'chat.said.offerDeclined'));
    const second = (await sendOffer(t, client, room, requestId, 950)).json();
    expect(
      (await post(t, `/api/offers/${second.offer_id}/withdraw`, {}, client.token)).statusCode,
    ).toBe(200);
    expect(await headOf(client, room)).toBe(words('en', 'chat.said.offerWithdrawn'));
    expect(await headOf(sp, room)).toBe(words('ur', 'chat.said.offerWithdrawn'));
  });

  it('keeps a typed message as typed, for both readers and in the head', async () => {
    const { client, sp, room } = await urduProviderScene();
    const typed = 'Service request for Rs 5 — سلام, just asking';
    const res = await post(t, '/api/saveMessage', { room, message_text: typed }, client.token);
    expect(res.statusCode).toBe(200);
    expect(await textsOf(sp, room)).toEqual([typed]);
    expect(await textsOf(client, room)).toEqual([typed]);
    expect(await headOf(sp, room)).toBe(typed);
    const row = await t.db
      .selectFrom('chat_messages')
      .select(['message_text', 'text_kind', 'text_params'])
      .where('room', '=', room)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ message_text: typed, text_kind: null, text_params: null });
  });

  it("sends each party's open pages a new offer in that party's own words", async () => {
    const { client, sp, requestId, room } = await urduProviderScene();
    const cs = await open(client.token);
    const ps = await open(sp.token);
    const toClient = nextEvent<{ message_text: string }>(cs, 'receive_service_request');
    const toProvider = nextEvent<{ message_text: string }>(ps, 'receive_service_request');
    expect((await sendOffer(t, client, room, requestId, 700)).statusCode).toBe(200);
    expect((await toClient).message_text).toBe(words('en', 'chat.said.offerMade', 70_000));
    expect((await toProvider).message_text).toBe(words('ur', 'chat.said.offerMade', 70_000));
    // The stored event carries no words either.
    const events = await t.db
      .selectFrom('domain_events')
      .select('body')
      .where('type', '=', 'offer.made')
      .execute();
    expect(events.map((e) => e.body).join('\n')).not.toContain('Service request for');
  });
});

describe("an offer names its service and area in each reader's language (decision 0059)", () => {
  type Named = { service_name: string | null; address: string | null };
  const URDU: Named = { service_name: 'لیک کی مرمت', address: 'لاہور' };
  const ENGLISH: Named = { service_name: 'Leak Repair', address: 'Lahore' };
  const named = (m: Named) => ({ service_name: m.service_name, address: m.address });

  it('answers, lists and sends over the socket the same offer in Urdu to one party and English to the other', async () => {
    // The request's address names no area: the chat shows its city instead.
    const { client, sp, requestId, room } = await urduProviderScene();
    const cs = await open(client.token);
    const ps = await open(sp.token);
    const toClient = nextEvent<Named>(cs, 'receive_service_request');
    const toProvider = nextEvent<Named>(ps, 'receive_service_request');
    const made = await sendOffer(t, client, room, requestId, 700);
    expect(named(made.json())).toEqual(ENGLISH);
    expect(named(await toClient)).toEqual(ENGLISH);
    const live = await toProvider;
    expect(named(live)).toEqual(URDU);
    expect(live).not.toHaveProperty('catalog_words');

    const countered = await post(
      t,
      `/api/offers/${made.json().offer_id}/counter`,
      { price: 800 },
      sp.token,
    );
    expect(named(countered.json())).toEqual(URDU);
    const history = async (user: User) =>
      ((await get(t, `/api/getMessages?room=${room}`, user.token)).json() as Named[]).map(named);
    expect(await history(sp)).toEqual([URDU, URDU]);
    expect(await history(client)).toEqual([ENGLISH, ENGLISH]);
  });
});

describe('a withdrawn offer and a cancelled request are told apart (walkthrough M4)', () => {
  it('tells the provider that the client withdrew its offer and the request is still open', async () => {
    const { client, sp, requestId, room } = await chatAboutRequest(t);
    const offer = (await sendOffer(t, client, room, requestId, 800)).json();
    expect(
      (await post(t, `/api/offers/${offer.offer_id}/withdraw`, {}, client.token)).statusCode,
    ).toBe(200);
    const bell = (await get(t, '/api/notifications', sp.token)).json();
    const said = bell.notifications.find((n: { kind: string }) => n.kind === 'offer_canceled');
    expect(said.message).toMatch(/withdrew the offer of Rs.800\.00; the request is still open$/);
    expect(said.message).not.toMatch(/cancel/i);
  });

  it('shows the pending offer of a cancelled order as cancelled with its request, not withdrawn', async () => {
    const { client, sp, requestId, room } = await chatAboutRequest(t);
    const offer = (await sendOffer(t, client, room, requestId, 1000)).json();
    const ps = await open(sp.token);
    const closed = nextEvent<{ offer_id: number; status: string }>(ps, 'service_request_canceled');
    expect((await setStatus(t, client, requestId, 'cancelled')).statusCode).toBe(200);
    expect(await closed).toMatchObject({ offer_id: offer.offer_id, status: 'canceled' });
    const messages = (await get(t, `/api/getMessages?room=${room}`, sp.token)).json();
    expect(messages[0]).toMatchObject({ offer_id: offer.offer_id, status: 'canceled' });
    const row = await t.db
      .selectFrom('offers')
      .select('status')
      .where('offer_id', '=', offer.offer_id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('canceled');
  });
});
