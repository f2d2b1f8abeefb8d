import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/password';
import { insertAccount, insertClientProfile } from '../../server/modules/auth/auth.repo';
import { insertProviderProfile } from '../../server/modules/providers/providers.repo';
import { PASSWORD } from './accounts';

/** One provider per Playwright project, each with completed orders in the previous month. */
export const billingProvider = (project: string) => ({
  email: `billing.${project}@e2e.example`,
  password: PASSWORD,
});
/** One provider per project whose proof the admin rejects (e2e/payment-proof.spec.ts). */
export const proofProvider = (project: string) => ({
  email: `proof.${project}@e2e.example`,
  password: PASSWORD,
});
export const BILLING_PROJECTS = ['desktop', 'phone'];
/** A provider whose account reads Urdu, billed like the others (e2e/urdu-all-the-way.spec.ts). */
export const urduBillingProvider = { email: 'billing.urdu@e2e.example', password: PASSWORD };

/**
 * Written into the database before the server starts, so the server's own invoice run at
 * start bills them: no test hook in the product, and no waiting for a month to pass.
 */
export async function seedBillingFixture(db: Kysely<Database>): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  const lastMonth = (day: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day, 10));
  const clientId = await insertAccount(db, 'clients', 'billing.client@e2e.example', hash, 'en');
  await insertClientProfile(db, clientId, 'Zara Sheikh');
  const providers: Array<{ email: string; first: string; last: string; language?: 'ur' }> = [
    ...BILLING_PROJECTS.flatMap((project) => [
      { email: billingProvider(project).email, first: 'Imran', last: `Billing ${project}` },
      { email: proofProvider(project).email, first: 'Sana', last: `Proof ${project}` },
    ]),
    { email: urduBillingProvider.email, first: 'Imran', last: 'Urdu', language: 'ur' as const },
  ];
  for (const { email, first, last, language = 'en' } of providers) {
    const spId = await insertAccount(db, 'serviceproviders', email, hash, language);
    await insertProviderProfile(db, {
      sp_id: spId,
      first_name: first,
      last_name: last,
      phone: '03005550000',
      address: '7 Liberty Market',
      city_id: 2,
      gender: 'male',
      dob: '1985-03-03',
      tips: false,
    });
    await db.updateTable('accounts').set({ last_login_at: now }).where('id', '=', spId).execute();
    for (const [day, price] of [
      [3, 1200],
      [18, 3050.5],
    ] as const) {
      await db
        .insertInto('service_requests')
        .values({
          client_id: clientId,
          service_id: 1,
          city_id: 2,
          description: 'Replace the kitchen mixer tap',
          address: '21 Model Town',
          status: 'completed',
          sp_id: spId,
          price_minor: price * 100,
          request_date: lastMonth(day - 1),
          accepted_at: lastMonth(day - 1),
          completed_date: lastMonth(day),
        })
        .execute();
    }
  }
}
