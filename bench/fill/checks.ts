/**
 * After the load: the probes have exactly their planned shape, billing is caught up, and the
 * rating totals match the reviews.
 */
import { sql } from 'kysely';
import { providersToBill } from '../../server/modules/billing/invoice-run.repo';
import { PROBE_CLIENT, PROBE_PROVIDER } from './probes';
import type { Db, Step } from './step';

const PROBE_ROOM = `room_${PROBE_CLIENT}_${PROBE_PROVIDER}`;

/** What the probes must have, whatever the scale. */
const EXPECTED: Record<string, number> = {
  'client orders': 50,
  'client chats': 4,
  'provider orders (assigned)': 75,
  'provider cancelled requests with offers': 15,
  'provider chats': 21,
  'provider reviews': 44,
  'shared room messages': 340,
};

async function probeFacts(db: Db): Promise<Record<string, number>> {
  const c = PROBE_CLIENT;
  const p = PROBE_PROVIDER;
  const res = await sql<Record<string, number>>`select
    (select count(*)::int from service_requests where client_id = ${c}) as "client orders",
    (select count(*)::int from chat_heads where client_id = ${c}) as "client chats",
    (select count(*)::int from service_requests where sp_id = ${p}) as "provider orders (assigned)",
    (select count(distinct o.request_id)::int from offers o
      join chat_heads h on h.room = o.room
      join service_requests r on r.request_id = o.request_id
      where h.sp_id = ${p} and r.status = 'cancelled') as "provider cancelled requests with offers",
    (select count(*)::int from chat_heads where sp_id = ${p}) as "provider chats",
    (select count(*)::int from feedback f join service_requests r using (request_id)
      where r.sp_id = ${p}) as "provider reviews",
    (select count(*)::int from chat_messages where room = ${PROBE_ROOM}) as "shared room messages",
    (select count(*)::int from notifications where recipient_id = ${p})
      as "provider notifications",
    (select count(*)::int from invoices where status = 'uploaded') as "invoices awaiting review"`.execute(
    db,
  );
  return res.rows[0] ?? {};
}

export const checkSteps: Step[] = [
  {
    table: '(check: probes)',
    async run(db) {
      const facts = await probeFacts(db);
      for (const [what, value] of Object.entries(facts)) {
        const expected = EXPECTED[what];
        console.log(`  ${what}: ${value}${expected === undefined ? '' : ` (plan ${expected})`}`);
        if (expected !== undefined && value !== expected) throw new Error(`probe ${what} is off`);
      }
      return undefined;
    },
  },
  {
    table: '(check: billing caught up)',
    async run(db) {
      // What the invoice run would bill for last month: nothing, it was billed.
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const due = await providersToBill(db, monthStart, {
        year: last.getUTCFullYear(),
        month: last.getUTCMonth() + 1,
      });
      if (due.length > 0) throw new Error(`${due.length} providers still have something to bill`);
      return undefined;
    },
  },
  {
    table: '(check: rating totals)',
    async run(db) {
      // The review step adds the totals in bulk; they must be what the trigger keeps.
      const res = await sql<{ off: number }>`select count(*)::int as off
        from service_providers sp
        left join (
          select r.sp_id, count(*)::int as n, sum(f.rating)::int as total
          from feedback f join service_requests r on r.request_id = f.request_id
          where f.hidden_at is null
          group by r.sp_id
        ) t on t.sp_id = sp.sp_id
        where (sp.rating_count, sp.rating_sum) <> (coalesce(t.n, 0), coalesce(t.total, 0))`.execute(
        db,
      );
      const off = res.rows[0]?.off ?? 0;
      if (off > 0) throw new Error(`${off} providers' rating totals differ from their reviews`);
      return undefined;
    },
  },
];
