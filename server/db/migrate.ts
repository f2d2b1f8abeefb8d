import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import * as m0001 from './migrations/0001-catalog';
import * as m0002 from './migrations/0002-accounts';
import * as m0003 from './migrations/0003-provider-services';
import * as m0004 from './migrations/0004-requests-chat';
import * as m0005 from './migrations/0005-feedback';
import * as m0006 from './migrations/0006-invoices';
import * as m0007 from './migrations/0007-email-changes';
import * as m0008 from './migrations/0008-revoked-tokens';
import * as m0009 from './migrations/0009-job-runs';
import * as m0010 from './migrations/0010-offers';
import * as m0011 from './migrations/0011-disputes';
import * as m0012 from './migrations/0012-invoice-lines';
import * as m0013 from './migrations/0013-review-replies';
import * as m0014 from './migrations/0014-list-indexes';
import * as m0015 from './migrations/0015-payment-instructions';
import * as m0016 from './migrations/0016-provider-directory';
import * as m0017 from './migrations/0017-request-keys';
import * as m0018 from './migrations/0018-site-pages';
import * as m0019 from './migrations/0019-chat-reads';
import * as m0020 from './migrations/0020-service-images';
import * as m0021 from './migrations/0021-account-language';
import * as m0022 from './migrations/0022-email-notifications';
import * as m0023 from './migrations/0023-domain-events';
import * as m0024 from './migrations/0024-login-codes';
import * as m0025 from './migrations/0025-city-changes';
import * as m0026 from './migrations/0026-coalesced-notices';
import * as m0027 from './migrations/0027-alerts';
import * as m0028 from './migrations/0028-push-subscriptions';
import * as m0029 from './migrations/0029-phones';
import * as m0030 from './migrations/0030-chat-kinds';
import * as m0031 from './migrations/0031-catalog-urdu';
import * as m0032 from './migrations/0032-invoice-notices';
import * as m0033 from './migrations/0033-notice-catalog-ids';
import * as m0034 from './migrations/0034-portfolio-photos';
import * as m0035 from './migrations/0035-admin-audit-log';
import * as m0036 from './migrations/0036-direct-requests';
import * as m0037 from './migrations/0037-id-checks';
import * as m0038 from './migrations/0038-moderation';
import * as m0039 from './migrations/0039-account-suspensions';
import * as m0040 from './migrations/0040-invoice-reminders';
import * as m0041 from './migrations/0041-numbers-rollups';
import * as m0042 from './migrations/0042-admin-roles';
import * as m0043 from './migrations/0043-request-when';
import * as m0044 from './migrations/0044-account-news';
import * as m0045 from './migrations/0045-appointments';
import * as m0048 from './migrations/0048-appointment-changes';
import * as m0049 from './migrations/0049-provider-week';
import * as m0050 from './migrations/0050-calendar-feeds';
import * as m0051 from './migrations/0051-feed-covering-indexes';
import * as m0053 from './migrations/0053-favourites';
import * as m0054 from './migrations/0054-search';
import * as m0055 from './migrations/0055-price-guides';
import * as m0056 from './migrations/0056-offer-scope';
import * as m0057 from './migrations/0057-chat-attachments';
import * as m0058 from './migrations/0058-first-answers-index';
import * as m0059 from './migrations/0059-reference-seeds';
import * as m0060 from './migrations/0060-badge-reads-by-provider';
import type { Database } from './schema';

/** Every migration, in order. A new one is added here and nowhere else. */
const migrations: Record<string, Migration> = {
  '0001-catalog': m0001,
  '0002-accounts': m0002,
  '0003-provider-services': m0003,
  '0004-requests-chat': m0004,
  '0005-feedback': m0005,
  '0006-invoices': m0006,
  '0007-email-changes': m0007,
  '0008-revoked-tokens': m0008,
  '0009-job-runs': m0009,
  '0010-offers': m0010,
  '0011-disputes': m0011,
  '0012-invoice-lines': m0012,
  '0013-review-replies': m0013,
  '0014-list-indexes': m0014,
  '0015-payment-instructions': m0015,
  '0016-provider-directory': m0016,
  '0017-request-keys': m0017,
  '0018-site-pages': m0018,
  '0019-chat-reads': m0019,
  '0020-service-images': m0020,
  '0021-account-language': m0021,
  '0022-email-notifications': m0022,
  '0023-domain-events': m0023,
  '0024-login-codes': m0024,
  '0025-city-changes': m0025,
  '0026-coalesced-notices': m0026,
  '0028-push-subscriptions': m0028,
  '0029-phones': m0029,
  '0027-alerts': m0027,
  '0030-chat-kinds': m0030,
  '0031-catalog-urdu': m0031,
  '0032-invoice-notices': m0032,
  '0033-notice-catalog-ids': m0033,
  '0034-portfolio-photos': m0034,
  '0035-admin-audit-log': m0035,
  '0038-moderation': m0038,
  '0039-account-suspensions': m0039,
  '0036-direct-requests': m0036,
  '0037-id-checks': m0037,
  '0040-invoice-reminders': m0040,
  '0041-numbers-rollups': m0041,
  '0042-admin-roles': m0042,
  '0043-request-when': m0043,
  '0044-account-news': m0044,
  '0045-appointments': m0045,
  '0048-appointment-changes': m0048,
  '0049-provider-week': m0049,
  '0050-calendar-feeds': m0050,
  '0051-feed-covering-indexes': m0051,
  '0053-favourites': m0053,
  '0054-search': m0054,
  '0055-price-guides': m0055,
  '0056-offer-scope': m0056,
  '0057-chat-attachments': m0057,
  '0058-first-answers-index': m0058,
  '0059-reference-seeds': m0059,
  '0060-badge-reads-by-provider': m0060,
};

/**
 * Whether the migrations recorded are exactly the ones this code knows. A start that finds so
 * skips the migrator, whose table checks and lock take longer than this one read; any other
 * case (one pending, or one recorded that this code does not know) goes through the migrator,
 * which applies or refuses.
 */
async function allApplied(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    const known = Object.keys(migrations);
    return applied.size === known.length && known.every((name) => applied.has(name));
  } catch {
    // No migration table yet: a new database.
    return false;
  }
}

/** Applies the migrations not applied yet; answers their names. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await allApplied(db)) return [];
  return migrateTo(db, 'latest');
}

/**
 * Migrates up (or down) to the named migration: tests of a migration's data use it. Answers
 * the names of the migrations run.
 */
export async function migrateTo(db: Kysely<Database>, target: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } =
    target === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
