/**
 * The probe users, the same in every bench database whatever its scale, so that a list read
 * for them returns the same rows in the small set and the large one: only the tables around
 * them grow. Every account of a bench database has PROBE_PASSWORD.
 */
import { type Kysely, sql } from 'kysely';
import type { Database, RequestStatus, UserRole } from '../../server/db/schema';
import { PROBES_TABLE } from './database';

export const PROBE_PASSWORD = 'bench probe password';

/** Account ids 1-100 are the probes' (the generated accounts start at 101). */
export const PROBE_CLIENT = 1;
export const PROBE_PROVIDER = 2;
/** The other clients of the probe provider's chats, and the other providers of the probe client's. */
const COMPANION_CLIENTS = Array.from({ length: 20 }, (_, i) => 3 + i);
const OTHER_PROVIDERS = [23, 24, 25];

export type ProbeAccount = { key: string; id: number; role: UserRole; email: string };

export const probeAccounts: ProbeAccount[] = [
  { key: 'client', id: PROBE_CLIENT, role: 'clients', email: 'probe.client@bench.example' },
  {
    key: 'provider',
    id: PROBE_PROVIDER,
    role: 'serviceproviders',
    email: 'probe.provider@bench.example',
  },
  ...COMPANION_CLIENTS.map((id) => ({
    key: `client_${id}`,
    id,
    role: 'clients' as const,
    email: `probe.client${id}@bench.example`,
  })),
  ...OTHER_PROVIDERS.map((id) => ({
    key: `provider_${id}`,
    id,
    role: 'serviceproviders' as const,
    email: `probe.provider${id}@bench.example`,
  })),
];

/** Where a probe provider works: city 0 and three services of one category from offset 0. */
export const probeProviders = [
  { spId: PROBE_PROVIDER, cat: 0 },
  ...OTHER_PROVIDERS.map((spId, x) => ({ spId, cat: 1 + x })),
];

/** A probe request, as the generator's staging table takes it (see requests.ts). */
export type ProbeRequest = {
  clientId: number;
  spId: number;
  cat: number;
  off: number;
  status: RequestStatus;
  ageDays: number;
  /** Negotiated in the chat of clientId and spId: offers and messages. */
  nego: boolean;
  offers: number;
  texts: number;
  reviewed: boolean;
};

/**
 * The probe provider: 75 orders (64 completed, 44 of them reviewed; 11 accepted) and 15
 * cancelled requests it negotiated, over 21 chats. Its chat with the probe client carries 20
 * of them with 17 messages each (340).
 */
function providerPlan(): ProbeRequest[] {
  const rows: ProbeRequest[] = [];
  let companion = 0;
  for (let q = 0; q < 90; q++) {
    const status = q < 64 ? 'completed' : q < 75 ? 'accepted' : 'cancelled';
    const shared = status === 'completed' ? q % 4 === 0 : status === 'accepted' ? q < 66 : q < 77;
    const ageDays =
      status === 'completed' ? 3 + q * 11 : status === 'accepted' ? q - 63 : 5 + (q - 75) * 45;
    rows.push({
      clientId: shared ? PROBE_CLIENT : (COMPANION_CLIENTS[companion++ % 20] ?? PROBE_CLIENT),
      spId: PROBE_PROVIDER,
      cat: 0,
      off: q % 3,
      status,
      ageDays,
      nego: true,
      offers: shared || status === 'cancelled' ? 2 : 1 + (q % 3),
      texts: shared ? 15 : 2 + (q % 5),
      reviewed: status === 'completed' && q % 16 < 11,
    });
  }
  return rows;
}

/**
 * The probe client: 50 orders. The 20 of the shared chat above, 5 with each of three other
 * providers (4 chats in all), and 15 it never negotiated: pending, cancelled, expired.
 */
function clientPlan(): ProbeRequest[] {
  const rows: ProbeRequest[] = [];
  OTHER_PROVIDERS.forEach((spId, x) => {
    for (let y = 0; y < 5; y++) {
      const status = y < 3 ? 'completed' : y === 3 ? 'accepted' : 'cancelled';
      rows.push({
        clientId: PROBE_CLIENT,
        spId,
        cat: 1 + x,
        off: y % 3,
        status,
        ageDays: status === 'accepted' ? 2 + x : 20 + 140 * y + 30 * x,
        nego: true,
        offers: 1 + (y % 2),
        texts: 3,
        reviewed: y < 2,
      });
    }
  });
  for (let q = 0; q < 15; q++) {
    const status = q < 6 ? 'pending' : q < 11 ? 'cancelled' : 'expired';
    rows.push({
      clientId: PROBE_CLIENT,
      spId: PROBE_PROVIDER,
      cat: 0,
      off: q % 3,
      status,
      ageDays:
        status === 'pending' ? 1 + q * 4 : status === 'cancelled' ? 30 + q * 40 : q * 50 - 490,
      nego: false,
      offers: 0,
      texts: 0,
      reviewed: false,
    });
  }
  return rows;
}

export const probeRequests: ProbeRequest[] = [...providerPlan(), ...clientPlan()];

/** Records the probe accounts in the bench database, for bench:growth and for people. */
export async function recordProbes(db: Kysely<Database>): Promise<void> {
  await sql`create table ${sql.table(PROBES_TABLE)} (
    key text primary key, account_id integer not null, role text not null, email text not null)`.execute(
    db,
  );
  for (const p of probeAccounts) {
    await sql`insert into ${sql.table(PROBES_TABLE)} values (${p.key}, ${p.id}, ${p.role}, ${p.email})`.execute(
      db,
    );
  }
}

/** The probe accounts recorded in a bench database, by key. */
export async function readProbes(db: Kysely<Database>): Promise<Map<string, ProbeAccount>> {
  const rows = await sql<{ key: string; account_id: number; role: UserRole; email: string }>`
    select key, account_id, role, email from ${sql.table(PROBES_TABLE)}`.execute(db);
  return new Map(
    rows.rows.map((r) => [r.key, { key: r.key, id: r.account_id, role: r.role, email: r.email }]),
  );
}
