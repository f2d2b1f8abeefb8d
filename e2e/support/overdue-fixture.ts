import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/password';
import { insertAccount } from '../../server/modules/auth/auth.repo';
import { insertProviderProfile } from '../../server/modules/providers/providers.repo';
import { PASSWORD } from './accounts';

/** One provider per Playwright project with an invoice 30 days overdue (e2e/overdue-desk.spec.ts). */
export const overdueProvider = (project: string) => ({
  email: `overdue.${project}@e2e.example`,
  password: PASSWORD,
  name: `Omar Overdue ${project}`,
});
const PROJECTS = ['desktop', 'phone'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Written before the server starts: the providers, in the run's language, each with an unpaid
 * invoice of two months ago due 30 days ago (past the lead hold's 14 days), and nothing to bill.
 */
export async function seedOverdueFixture(db: Kysely<Database>): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  const language = process.env.E2E_LANG === 'ur' ? 'ur' : 'en';
  const billed = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const due = new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
  for (const project of PROJECTS) {
    const { email } = overdueProvider(project);
    const spId = await insertAccount(db, 'serviceproviders', email, hash, language);
    await insertProviderProfile(db, {
      sp_id: spId,
      first_name: 'Omar',
      last_name: `Overdue ${project}`,
      phone: '03005550001',
      address: '9 Gulberg',
      city_id: 2,
      gender: 'male',
      dob: '1984-05-05',
      tips: false,
    });
    await db
      .insertInto('invoices')
      .values({
        sp_id: spId,
        billing_year: billed.getUTCFullYear(),
        billing_month: billed.getUTCMonth() + 1,
        total_earnings_minor: 250_000,
        amount_due_minor: 25_000,
        due_date: due,
      })
      .execute();
  }
}
