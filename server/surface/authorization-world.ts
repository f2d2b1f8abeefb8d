import { roomOf } from '#contracts/chat';
import { adminToken, get, post, send } from '../test/factories';
import { invoiceRunner } from '../test/invoices';
import {
  acceptedOrder,
  DRAIN_CLEANING,
  fileRequest,
  KARACHI,
  LEAK_REPAIR,
  newClient,
  newProvider,
  openChat,
  sendOffer,
  setStatus,
  type User,
} from '../test/marketplace';
import { multipart, pngBytes } from '../test/multipart';
import type { TestApp } from '../test/test-app';

export type ActorName =
  | 'anonymous'
  | 'client'
  | 'otherClient'
  | 'provider'
  | 'otherProvider'
  | 'admin';

/** The six actors, in the order the matrix's expected statuses are written. */
export const ACTORS: readonly ActorName[] = [
  'anonymous',
  'client',
  'otherClient',
  'provider',
  'otherProvider',
  'admin',
];

/**
 * Everything the matrix acts on belongs to `client` and `provider`, who deal with each other:
 * a pending request (with an image) in the provider's feed with an open offer in their chat,
 * an accepted order, a completed and billed one, a notification, a category request.
 * `otherClient` and `otherProvider` (Karachi, so nothing of theirs matches) are strangers.
 */
export async function buildWorld(t: TestApp) {
  const client = await newClient(t);
  const otherClient = await newClient(t);
  const provider = await newProvider(t, [LEAK_REPAIR]);
  const otherProvider = await newProvider(t, [LEAK_REPAIR], KARACHI);
  const admin = await adminToken(t);

  const pending = await fileRequest(t, client);
  const image = await send(
    t,
    'POST',
    '/api/servicerequestform/uploadImage',
    client.token,
    multipart(
      { insertID: pending },
      { field: 'requestImg', name: 'a.png', type: 'image/png', bytes: pngBytes() },
    ),
  );
  if (image.statusCode !== 200) throw new Error(`image upload failed: ${image.body}`);
  const room = await openChat(t, provider, client, pending);
  await sendOffer(t, client, room, pending, 1500);

  const accepted = await acceptedOrder(t, client, provider, 2000);
  const completed = await acceptedOrder(t, client, provider, 3000);
  await setStatus(t, provider, completed, 'completed');
  await t.db
    .updateTable('service_requests')
    .set({ completed_date: new Date(Date.UTC(2026, 9, 15)) })
    .where('request_id', '=', completed)
    .execute();
  await invoiceRunner(t, () => new Date(Date.UTC(2026, 10, 2))).generate();
  const invoices = await get(t, `/api/sp/invoices/${provider.id}`, provider.token);
  const invoice = (invoices.json() as { payment_id: number }[])[0]?.payment_id;
  if (!invoice) throw new Error(`no invoice: ${invoices.body}`);

  const notes = await get(t, '/api/notifications', client.token);
  const notification = (notes.json() as { notifications: { notification_id: number }[] })
    .notifications[0]?.notification_id;
  if (!notification) throw new Error(`no notification: ${notes.body}`);

  const picture = await send(
    t,
    'PUT',
    '/api/service-provider/updateProfile',
    provider.token,
    multipart(await profileFields(t, provider), {
      field: 'profileImage',
      name: 'me.png',
      type: 'image/png',
      bytes: pngBytes(),
    }),
  );
  if (picture.statusCode !== 200) throw new Error(`profile image failed: ${picture.body}`);

  const { email: clientEmail } = await t.db
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', client.id)
    .executeTakeFirstOrThrow();

  return {
    t,
    clientEmail,
    users: { client, otherClient, provider, otherProvider } as Record<string, User>,
    admin,
    client,
    otherClient,
    provider,
    otherProvider,
    pending,
    room,
    accepted,
    completed,
    invoice,
    notification,
    /** A new pending request of `client` in the provider's feed, with an open offer in their chat. */
    async openOffer() {
      const requestId = await fileRequest(t, client);
      const chat = await openChat(t, provider, client, requestId);
      const offer = await sendOffer(t, client, chat, requestId, 900);
      if (offer.statusCode !== 200) throw new Error(`offer failed: ${offer.body}`);
      return { requestId, room: chat, id: offer.json().offer_id as number };
    },
    /** A new order `provider` accepted from `client`. */
    freshOrder: () => acceptedOrder(t, client, provider, 1200),
    /** A new accepted order with an open dispute by `client`, with a photo. */
    async freshDispute() {
      const requestId = await acceptedOrder(t, client, provider, 1200);
      const res = await send(
        t,
        'POST',
        `/api/orders/${requestId}/disputes`,
        client.token,
        multipart({ reason: 'Matrix' }, png('evidence')),
      );
      if (res.statusCode !== 200) throw new Error(`dispute failed: ${res.body}`);
      return { requestId, id: res.json().dispute_id as number };
    },
    /** A new order accepted long enough ago to be stale. */
    async staleOrder() {
      const requestId = await acceptedOrder(t, client, provider, 1200);
      await t.db
        .updateTable('service_requests')
        .set({ accepted_at: new Date(Date.now() - 60 * 24 * 60 * 60 * 1000) })
        .where('request_id', '=', requestId)
        .execute();
      return requestId;
    },
    /** A new category request by `provider`. */
    async categoryRequest() {
      const title = `Matrix ${Math.random().toString(36).slice(2, 8)}`;
      const res = await post(t, '/api/Add-Category', { title, description: 'x' }, provider.token);
      if (res.statusCode !== 201) throw new Error(`category request failed: ${res.body}`);
      const list = await get(t, '/api/admin', admin);
      const found = (list.json() as { id: number; title: string }[]).find((r) => r.title === title);
      if (!found) throw new Error('category request not listed');
      return found.id;
    },
    /** `provider` also offers Drain Cleaning, so it can be removed. */
    async secondService() {
      await post(
        t,
        '/api/service-provider/preferences',
        {
          services: [
            { serviceId: LEAK_REPAIR, available: true },
            { serviceId: DRAIN_CLEANING, available: true },
          ],
        },
        provider.token,
      );
      return DRAIN_CLEANING;
    },
    /** A new city nobody uses yet, so the admin can rename or remove it. */
    async newCity() {
      const name = `Matrix ${Math.random().toString(36).slice(2, 8)}`;
      const res = await post(t, '/api/admin/cities', { name }, admin);
      if (res.statusCode !== 201) throw new Error(`city failed: ${res.body}`);
      return res.json().city_id as number;
    },
    roomOf,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** A small PNG in a multipart file field. */
export const png = (field: string) => ({
  field,
  name: 'x.png',
  type: 'image/png',
  bytes: pngBytes(),
});

/** A provider's current profile as updateProfile's form fields (nothing changes). */
export async function profileFields(t: TestApp, sp: User): Promise<Record<string, string>> {
  const res = await get(t, '/api/service-provider/profile', sp.token);
  const p = res.json() as Record<string, string | number | null>;
  return {
    firstName: String(p.firstName),
    lastName: String(p.lastName),
    phone: String(p.phone),
    address: String(p.address),
    city_id: String(p.city_id),
    gender: String(p.gender),
    dob: String(p.dob),
    email: String(p.email),
  };
}
