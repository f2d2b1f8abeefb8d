import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode } from '#contracts/errors';
import { pakistaniMobile } from '#contracts/phones';
import type {
  ReinstateRequest,
  SuspendRequest,
  Suspension,
  SuspensionState,
  UserDetail,
  UserListItem,
  UserPage,
  UserSearchQuery,
} from '#contracts/users';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, notFound } from '../../lib/errors';
import type { Mail, Mailer } from '../../lib/mailer';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import type { AccountContacts } from '../auth/account-contacts';
import * as person from './person.repo';
import { reinstatedMail, suspendedMail } from './suspension-mail';
import * as repo from './users.repo';

type Deps = {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditRecorder;
  accounts: AccountContacts;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Closes the account's sockets on every node (the Redis adapter relays it). */
  closeSocketsOf: (accountId: number) => void;
  /** Every node reads the account's sessions again (decision 0090). */
  sessionsChanged: (role: 'clients', accountId: number) => void;
};

/** Written as a phone number: digits (any script's), spaces, dashes, brackets, dots, a plus. */
const LIKE_A_NUMBER = /^[\p{Nd}\s()+.-]+$/u;

/** Any script's digits (Urdu keyboards type ۰۳۰۰) as ASCII ones, the rest dropped. */
const ZEROS = [0x30, 0x660, 0x6f0, 0x966];
const asciiDigits = (text: string) =>
  [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      const zero = ZEROS.find((z) => code >= z && code <= z + 9);
      return zero === undefined ? '' : String(code - zero);
    })
    .join('');

/**
 * What the search text asks for (decision 0068): an email (it holds '@') by its start; a phone
 * number (the phones module's reading: +92 300 1234567, 0300-1234567 and the like) in every
 * way a provider may have typed it at sign-up, and as a verified number; else a name by its
 * start. No text: everyone, newest first.
 */
export function walkOf(q: string | undefined): repo.Walk {
  const text = q?.trim() ?? '';
  if (text === '') return { by: 'all' };
  if (text.includes('@')) return { by: 'email', prefix: text };
  if (LIKE_A_NUMBER.test(text) && asciiDigits(text).length >= 4) {
    const e164 = pakistaniMobile(text);
    if (e164 === null) return { by: 'phone', numbers: [asciiDigits(text)], e164: null };
    const national = e164.slice(3); // 3001234567
    return {
      by: 'phone',
      numbers: [`0${national}`, `92${national}`, national, `0092${national}`],
      e164,
    };
  }
  return { by: 'name', prefix: text };
}

const toItem = (row: repo.UserRow): UserListItem => ({
  id: row.id,
  kind: row.role,
  name: row.name,
  email: row.email,
  phone: row.phone,
  created_at: new Date(row.created_at).toISOString(),
  suspended: row.suspended,
});

const toSuspension = (row: {
  reason: Suspension['reason'];
  note: string;
  suspended_at: Date;
  suspended_by: number;
}): Suspension => ({
  reason: row.reason,
  note: row.note,
  suspended_at: new Date(row.suspended_at).toISOString(),
  suspended_by: row.suspended_by,
});

const day = (d: Date) => new Date(d).toISOString();

/**
 * The users desk (decision 0068): the admin finds clients and providers, reads one person's
 * requests, orders, disputes and invoices, and suspends or reinstates an account with a
 * reason. Each change writes its audit row in its transaction; after the commit the account's
 * sockets close (a suspension) and the person is told by email in their language.
 */
export function createUsersService(d: Deps) {
  const { db } = d;

  /** Mails the account after the commit; a failed send is logged (the reason stays shown at login). */
  async function tell(accountId: number, make: (to: Parameters<typeof suspendedMail>[0]) => Mail) {
    try {
      const contact = (await d.accounts.contactsOf([accountId])).get(accountId);
      if (!contact) return;
      await d.mailer.send(
        make({
          to: contact.email,
          name: contact.name,
          language: contact.language,
          site: d.publicUrl,
        }),
      );
    } catch (err) {
      d.log.error({ err, accountId }, 'suspension mail failed');
    }
  }

  /** The account to act on: a client or a provider (an admin is never one), else 404. */
  async function target(trx: Kysely<Database>, accountId: number) {
    const user = await repo.findUser(trx, accountId);
    if (!user) throw notFound();
    if (user.role !== 'clients' && user.role !== 'serviceproviders') {
      throw new AppError(ErrorCode.forbidden, 403, 'users.errors.notAUser');
    }
    return user;
  }

  return {
    async search(query: UserSearchQuery): Promise<UserPage> {
      const afterId = decodeCursor(query.cursor, ['number'] as const)?.[0];
      const rows = await repo.searchUsers(
        db,
        walkOf(query.q),
        { kind: query.kind, status: query.status },
        afterId,
        query.limit + 1,
      );
      return pageOf(rows, query.limit, (r) => [r.id], toItem);
    },

    async detail(accountId: number, language: Language): Promise<UserDetail> {
      const user = await repo.findUser(db, accountId, language);
      if (!user) throw notFound();
      const side = user.role;
      const lines = <T extends { date: Date }>(s: { count: number; items: T[] }) => ({
        count: s.count,
        items: s.items.map((i) => ({ ...i, date: day(i.date) })),
      });
      // Independent reads on the pool (no transaction), so they run side by side.
      const [suspension, requests, orders, disputes, invoices, reports] = await Promise.all([
        repo.suspensionOf(db, accountId),
        person.requestsOf(db, side, accountId, false, language),
        person.requestsOf(db, side, accountId, true, language),
        person.disputesOf(db, side, accountId),
        side === 'serviceproviders' ? person.invoicesOf(db, accountId) : null,
        person.reportsOf(db, accountId),
      ]);
      return {
        user: { ...toItem(user), city: user.city, language: user.language },
        suspension: suspension ? toSuspension(suspension) : null,
        requests: lines(requests),
        orders: lines(orders),
        disputes: lines(disputes),
        invoices,
        reports: lines(reports),
      };
    },

    async suspend(
      by: AuditActor,
      accountId: number,
      input: SuspendRequest,
    ): Promise<SuspensionState> {
      const row = await db.transaction().execute(async (trx) => {
        await target(trx, accountId);
        const values = {
          account_id: accountId,
          reason: input.reason,
          note: input.note,
          suspended_by: by.id,
          suspended_at: d.clock(),
        };
        if (!(await repo.insertSuspension(trx, values))) {
          throw new AppError(
            ErrorCode.userAlreadySuspended,
            409,
            'errors.codes.users.already_suspended',
          );
        }
        await d.audit.record(trx, by, {
          action: 'account.suspend',
          target: { entity: 'account', id: accountId },
          before: { suspended: false },
          after: { suspended: true, reason: input.reason, note: input.note },
        });
        return values;
      });
      // Its sessions already fail (every door reads the suspension); its open pages hear it now.
      d.closeSocketsOf(accountId);
      await tell(accountId, (to) => suspendedMail(to, input.reason, input.note));
      return { id: accountId, suspension: toSuspension(row) };
    },

    async reinstate(
      by: AuditActor,
      accountId: number,
      input: ReinstateRequest,
    ): Promise<SuspensionState> {
      await db.transaction().execute(async (trx) => {
        await target(trx, accountId);
        const lifted = await repo.deleteSuspension(trx, accountId);
        if (!lifted) {
          throw new AppError(ErrorCode.userNotSuspended, 409, 'errors.codes.users.not_suspended');
        }
        await d.audit.record(trx, by, {
          action: 'account.reinstate',
          target: { entity: 'account', id: accountId },
          before: { suspended: true, reason: lifted.reason, note: lifted.note },
          after: { suspended: false, note: input.note },
        });
      });
      d.sessionsChanged('clients', accountId);
      await tell(accountId, (to) => reinstatedMail(to, input.note));
      return { id: accountId, suspension: null };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
