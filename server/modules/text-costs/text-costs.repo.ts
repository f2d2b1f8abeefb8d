import type { Kysely, Transaction } from 'kysely';
import type { TextChannel } from '#contracts/alerts';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function recordSend(
  db: Db,
  row: { channel: TextChannel; kind: string; provider_id: string; sent_at: Date },
) {
  await db.insertInto('text_sends').values(row).execute();
}

/** What the provider's status callback said became of a text. */
export async function recordDelivery(
  db: Db,
  channel: TextChannel,
  providerId: string,
  delivery: string,
) {
  await db
    .updateTable('text_sends')
    .set({ delivery })
    .where('channel', '=', channel)
    .where('provider_id', '=', providerId)
    .execute();
}

export async function countsBetween(db: Db, from: Date, to: Date) {
  const rows = await db
    .selectFrom('text_sends')
    .select(['channel', 'kind', (eb) => eb.fn.countAll<string>().as('sent')])
    .where('sent_at', '>=', from)
    .where('sent_at', '<', to)
    .groupBy(['channel', 'kind'])
    .orderBy('channel')
    .orderBy('kind')
    .execute();
  return rows.map((r) => ({ channel: r.channel, kind: r.kind, sent: Number(r.sent) }));
}
