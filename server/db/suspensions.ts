import { type RawBuilder, sql } from 'kysely';

/**
 * THE rule for leaving a suspended account out of what others see (decision 0068): the
 * account whose id is `ref` (a column, e.g. 'r.client_id') has no suspension in force. One
 * probe of `account_suspensions`' primary key per row. Lists that read the directory's copy of
 * a provider's standing (`provider_services.sp_active`) have it already (migration 0039).
 */
export function notSuspended(ref: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from account_suspensions su
    where su.account_id = ${sql.ref(ref)})`;
}
