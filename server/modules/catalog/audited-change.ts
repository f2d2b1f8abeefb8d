import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditActor, AuditDraft, AuditRecorder } from '../audit-log/audit-log.service';

export type AuditedChange = <T>(
  by: AuditActor,
  work: (trx: Kysely<Database>) => Promise<{ result: T; draft: AuditDraft }>,
  refusal?: (err: unknown) => Error | undefined,
) => Promise<T>;

/**
 * Runs an admin's change in one transaction with its audit row (decision 0064): `work`
 * answers its result and the row's draft; `refusal` names the error a database refusal
 * (a unique name taken meanwhile, a city in use) answers.
 */
export function auditedChanges(db: Kysely<Database>, audit: AuditRecorder): AuditedChange {
  return async (by, work, refusal = () => undefined) => {
    try {
      return await db.transaction().execute(async (trx) => {
        const { result, draft } = await work(trx);
        await audit.record(trx, by, draft);
        return result;
      });
    } catch (err) {
      throw refusal(err) ?? err;
    }
  };
}
