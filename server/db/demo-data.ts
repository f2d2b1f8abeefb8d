import type { Kysely } from 'kysely';
import { roomOf } from '#contracts/chat';
import { OFFER_TTL_HOURS } from '#contracts/offers';
import { hashPassword } from '../lib/password';
import { insertAccount, insertClientProfile } from '../modules/auth/auth.repo';
import { insertProviderProfile } from '../modules/providers/providers.repo';
import type { Database } from './schema';

export const DEMO_PASSWORD = 'demo password';
export const DEMO_CLIENT = 'client@demo.servicehub.example';
export const DEMO_PROVIDER = 'provider@demo.servicehub.example';

const LAHORE = 2;
const LEAK_REPAIR = 1;
const DRAIN_CLEANING = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A client and a provider with a little history, so a fresh demo has something on every
 * screen: a chat with an open offer, an accepted order, last month's completed and rated
 * orders (hence an invoice at start). Written once, on a database without them; never in
 * production (see DEMO_DATA). Answers whether it wrote them.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', DEMO_CLIENT)
    .executeTakeFirst();
  if (existing) return false;

  const hash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const lastMonth = (day: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day, 11));

  await db.transaction().execute(async (trx) => {
    const clientId = await insertAccount(trx, 'clients', DEMO_CLIENT, hash, 'en');
    const joined = daysAgo(75);
    await insertClientProfile(trx, clientId, 'Ayesha Khan');
    const spId = await insertAccount(trx, 'serviceproviders', DEMO_PROVIDER, hash, 'en');
    await insertProviderProfile(trx, {
      sp_id: spId,
      first_name: 'Bilal',
      last_name: 'Raza',
      phone: '03001234567',
      address: '12 Mall Road',
      city_id: LAHORE,
      gender: 'male',
      dob: '1990-04-12',
      tips: false,
    });
    await trx
      .updateTable('accounts')
      .set({ last_login_at: now, created_at: joined })
      .where('id', 'in', [spId, clientId])
      .execute();
    await trx
      .insertInto('provider_services')
      .values([LEAK_REPAIR, DRAIN_CLEANING].map((service_id) => ({ sp_id: spId, service_id })))
      .execute();

    const request = (values: {
      service_id: number;
      description: string;
      status: 'pending' | 'accepted' | 'completed';
      price?: number;
      requested: Date;
      completed?: Date;
    }) =>
      trx
        .insertInto('service_requests')
        .values({
          client_id: clientId,
          service_id: values.service_id,
          city_id: LAHORE,
          description: values.description,
          address: '5 Canal View, Gulberg',
          status: values.status,
          sp_id: values.status === 'pending' ? null : spId,
          price_minor: values.price ? values.price * 100 : null,
          request_date: values.requested,
          accepted_at: values.status === 'pending' ? null : values.requested,
          completed_date: values.completed ?? null,
        })
        .returning('request_id')
        .executeTakeFirstOrThrow();

    const done = [
      {
        price: 2500,
        day: 6,
        stars: 5,
        comment: 'Found the leak in minutes and left everything clean.',
      },
      { price: 1800, day: 19, stars: 4, comment: 'Good work, arrived a little late.' },
    ];
    for (const order of done) {
      const { request_id } = await request({
        service_id: LEAK_REPAIR,
        description: 'Bathroom tap keeps dripping',
        status: 'completed',
        price: order.price,
        requested: lastMonth(order.day - 1),
        completed: lastMonth(order.day),
      });
      await trx
        .insertInto('feedback')
        .values({
          request_id,
          sp_id: spId,
          rating: order.stars,
          comment: order.comment,
          created_at: lastMonth(order.day),
        })
        .execute();
    }
    await request({
      service_id: DRAIN_CLEANING,
      description: 'Kitchen drain is blocked',
      status: 'accepted',
      price: 1200,
      requested: daysAgo(2),
    });
    const open = await request({
      service_id: LEAK_REPAIR,
      description: 'Water stain spreading under the sink, probably a pipe joint',
      status: 'pending',
      requested: daysAgo(1),
    });

    const room = roomOf(clientId, spId);
    await trx
      .insertInto('chat_heads')
      .values({
        room,
        client_id: clientId,
        sp_id: spId,
        // What the chat writes itself is a kind and values (decision 0058).
        last_message: '',
        last_kind: 'offer.made',
        last_params: JSON.stringify({ price_minor: 300_000 }),
        updated_at: new Date(daysAgo(1).getTime() + 5 * 60_000),
        // The client's first message below, and the provider's answer a minute later.
        asked_at: new Date(daysAgo(1).getTime() + 60_000),
        answered_at: new Date(daysAgo(1).getTime() + 2 * 60_000),
      })
      .execute();
    const messages = [
      {
        sender_type: 'serviceproviders' as const,
        text: 'Hello! I saw your request about the sink. I can come tomorrow morning.',
      },
      { sender_type: 'clients' as const, text: 'Great, what would it cost?' },
      { sender_type: 'serviceproviders' as const, text: 'Around Rs 3,000 including parts.' },
    ];
    for (const [i, m] of messages.entries()) {
      await trx
        .insertInto('chat_messages')
        .values({
          room,
          sender_type: m.sender_type,
          message_text: m.text,
          created_at: new Date(daysAgo(1).getTime() + i * 60_000),
        })
        .execute();
    }
    const offeredAt = new Date(daysAgo(1).getTime() + 5 * 60_000);
    const offer = await trx
      .insertInto('offers')
      .values({
        request_id: open.request_id,
        room,
        made_by: 'clients',
        price_minor: 300_000,
        created_at: offeredAt,
        expires_at: new Date(offeredAt.getTime() + OFFER_TTL_HOURS * 60 * 60 * 1000),
        replaces_offer_id: null,
      })
      .returning('offer_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('chat_messages')
      .values({
        room,
        sender_type: 'clients',
        message_text: '',
        text_kind: 'offer.made',
        text_params: JSON.stringify({ price_minor: 300_000 }),
        type: 'service_request',
        request_id: open.request_id,
        offer_id: offer.offer_id,
        created_at: offeredAt,
      })
      .execute();
  });
  return true;
}
