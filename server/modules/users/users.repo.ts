import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { SuspensionReason, UserKind, UserStatus } from '#contracts/users';
import type { Language } from '#locales/languages';
import { catalogText } from '../../db/names';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One person as the desk lists them. */
export type UserRow = {
  id: number;
  role: UserKind;
  name: string;
  email: string;
  phone: string | null;
  created_at: Date;
  suspended: boolean;
};

export type UserFilter = { kind?: UserKind; status?: UserStatus };

/**
 * How a search walks (decision 0068): everyone newest first; an email's start, or a name's
 * start, in that text's order (from the "C"-collated indexes of migration 0039); or the
 * accounts holding one phone number (a handful), newest first. The cursor is the last row's
 * id; the walk reads that row's sort value again.
 */
export type Walk =
  | { by: 'all' }
  | { by: 'email'; prefix: string }
  | { by: 'name'; prefix: string }
  | { by: 'phone'; numbers: string[]; e164: string | null };

/** `text` as the start of a LIKE pattern: its wildcards and escape taken literally. */
const startsWith = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const suspendedOf = (id: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from account_suspensions s where s.account_id = ${id})`;

function statusIs(id: RawBuilder<unknown>, status: UserStatus | undefined) {
  if (status === undefined) return sql`true`;
  return status === 'suspended' ? suspendedOf(id) : sql`not ${suspendedOf(id)}`;
}

const kindIs = (kind: UserKind | undefined) =>
  kind === undefined ? sql`true` : sql`a.role = ${kind}`;

/** The shown columns of the accounts in `ids`, in no order. */
function rowsOf(db: Db, where: RawBuilder<unknown>) {
  return sql<UserRow>`
    select a.id, a.role, coalesce(c.name, concat_ws(' ', sp.first_name, sp.last_name)) as name,
      a.email, coalesce(sp.phone, ph.phone) as phone, a.created_at,
      ${suspendedOf(sql`a.id`)} as suspended
    from accounts a
      left join clients c on c.client_id = a.id
      left join service_providers sp on sp.sp_id = a.id
      left join account_phones ph on ph.account_id = a.id
    where ${where}`.execute(db);
}

/** Everyone (of a kind, of a standing), newest first, after the account `afterId`. */
async function newestFirst(db: Db, filter: UserFilter, afterId: number | undefined, n: number) {
  const after = afterId === undefined ? sql`true` : sql`a.id < ${afterId}`;
  const ids =
    filter.status === 'suspended'
      ? // The suspended are few: walk them rather than everyone.
        sql<{
          id: number;
        }>`select a.id from account_suspensions s join accounts a on a.id = s.account_id
          where ${kindIs(filter.kind)} and ${after} order by a.id desc limit ${n}`
      : sql<{ id: number }>`select a.id from accounts a
          where ${kindIs(filter.kind)} and ${after} and ${statusIs(sql`a.id`, filter.status)}
          order by a.id desc limit ${n}`;
  return inOrderOf(
    db,
    (await ids.execute(db)).rows.map((r) => r.id),
  );
}

/** Emails starting with `prefix`, in their order, after the account `afterId`'s email. */
async function byEmail(
  db: Db,
  prefix: string,
  f: UserFilter,
  afterId: number | undefined,
  n: number,
) {
  const key = sql`lower(a.email) collate "C"`;
  const after =
    afterId === undefined
      ? sql`true`
      : sql`(${key}, a.id) > ((select lower(email) from accounts where id = ${afterId}) collate "C", ${afterId})`;
  const found = await sql<{ id: number }>`select a.id from accounts a
    where ${key} like ${startsWith(prefix)} and ${kindIs(f.kind)} and ${after}
      and ${statusIs(sql`a.id`, f.status)}
    order by ${key}, a.id limit ${n}`.execute(db);
  return inOrderOf(
    db,
    found.rows.map((r) => r.id),
  );
}

/**
 * Names starting with `prefix`: clients' and providers' walks, each bounded by its index and
 * the page size, merged in the list's order by the database (its "C" order, not JavaScript's).
 */
async function byName(
  db: Db,
  prefix: string,
  f: UserFilter,
  afterId: number | undefined,
  n: number,
) {
  const pattern = startsWith(prefix);
  const cursorName = sql`(select lower(coalesce(c.name, concat_ws(' ', sp.first_name, sp.last_name)))
    from accounts a left join clients c on c.client_id = a.id
      left join service_providers sp on sp.sp_id = a.id where a.id = ${afterId ?? 0})`;
  const walk = (table: 'clients' | 'service_providers') => {
    const id = sql.ref(table === 'clients' ? 't.client_id' : 't.sp_id');
    const key =
      table === 'clients'
        ? sql`lower(t.name) collate "C"`
        : sql`lower(t.first_name || ' ' || t.last_name) collate "C"`;
    const after =
      afterId === undefined
        ? sql`true`
        : sql`(${key}, ${id}) > (${cursorName} collate "C", ${afterId})`;
    return sql`(select ${id} as id, ${key} as k from ${sql.table(table)} t
      where ${key} like ${pattern} and ${after} and ${statusIs(sql`${id}`, f.status)}
      order by ${key}, ${id} limit ${n})`;
  };
  const walks =
    f.kind === 'clients'
      ? [walk('clients')]
      : f.kind === 'serviceproviders'
        ? [walk('service_providers')]
        : [walk('clients'), walk('service_providers')];
  const found = await sql<{ id: number }>`select id from (${sql.join(walks, sql` union all `)}) u
    order by k, id limit ${n}`.execute(db);
  return inOrderOf(
    db,
    found.rows.map((r) => r.id),
  );
}

/** The shown rows of `ids`, in that order. */
async function inOrderOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = (await rowsOf(db, sql`a.id in (${sql.join(ids)})`)).rows;
  return rows.sort((x, y) => ids.indexOf(x.id) - ids.indexOf(y.id));
}

/** The accounts holding a phone number: a provider's registered one, or a verified one. */
async function byPhone(
  db: Db,
  walk: Extract<Walk, { by: 'phone' }>,
  f: UserFilter,
  afterId: number | undefined,
  n: number,
) {
  // One IN over a UNION ALL, not two INs joined by OR: with OR, PostgreSQL reads every account
  // against both lists (19 ms at 100k accounts); this way it reads the few holders by index.
  const verified =
    walk.e164 === null
      ? sql``
      : sql`select account_id from account_phones where phone = ${walk.e164} union all `;
  const holders = sql`${verified}select sp_id from service_providers
    where phone in (${sql.join(walk.numbers)})`;
  const after = afterId === undefined ? sql`true` : sql`a.id < ${afterId}`;
  const rows = (
    await rowsOf(
      db,
      sql`a.id in (${holders}) and ${kindIs(f.kind)} and ${after}
        and ${statusIs(sql`a.id`, f.status)}`,
    )
  ).rows;
  return rows.sort((x, y) => y.id - x.id).slice(0, n);
}

/** A page of the desk's list: `n` rows after the account `afterId`, in the walk's order. */
export function searchUsers(
  db: Db,
  walk: Walk,
  filter: UserFilter,
  afterId: number | undefined,
  n: number,
): Promise<UserRow[]> {
  switch (walk.by) {
    case 'all':
      return newestFirst(db, filter, afterId, n);
    case 'email':
      return byEmail(db, walk.prefix, filter, afterId, n);
    case 'name':
      return byName(db, walk.prefix, filter, afterId, n);
    case 'phone':
      return byPhone(db, walk, filter, afterId, n);
  }
}

/** One account as the desk shows it (its city named in `language`), or undefined. */
export async function findUser(db: Db, id: number, language: Language = 'en') {
  const rows = await sql<UserRow & { city: string | null; language: string }>`
    select a.id, a.role, coalesce(c.name, concat_ws(' ', sp.first_name, sp.last_name)) as name,
      a.email, coalesce(sp.phone, ph.phone) as phone, a.created_at, a.language,
      ${catalogText(language, 'ci')} as city,
      ${suspendedOf(sql`a.id`)} as suspended
    from accounts a
      left join clients c on c.client_id = a.id
      left join service_providers sp on sp.sp_id = a.id
      left join cities ci on ci.city_id = sp.city_id
      left join account_phones ph on ph.account_id = a.id
    where a.id = ${id}`.execute(db);
  return rows.rows[0];
}

/** The suspension in force on the account, or undefined. */
export function suspensionOf(db: Db, accountId: number) {
  return db
    .selectFrom('account_suspensions')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Suspends the account; false when it already was (nothing changed). */
export async function insertSuspension(
  db: Db,
  row: {
    account_id: number;
    reason: SuspensionReason;
    note: string;
    suspended_by: number;
    suspended_at: Date;
  },
): Promise<boolean> {
  const done = await db
    .insertInto('account_suspensions')
    .values(row)
    .onConflict((oc) => oc.column('account_id').doNothing())
    .returning('account_id')
    .executeTakeFirst();
  return done !== undefined;
}

/** Lifts the account's suspension; answers the row lifted, or undefined when none was. */
export function deleteSuspension(db: Db, accountId: number) {
  return db
    .deleteFrom('account_suspensions')
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}
