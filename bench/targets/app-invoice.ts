/**
 * The real app on PGlite in BENCH_DATA_DIR, with one provider (bench/pdf/fixture.ts) billed
 * for last month's 75 orders: the invoice the PDF bench downloads.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/password';
import { insertAccount, insertClientProfile } from '../../server/modules/auth/auth.repo';
import { INVOICE_JOB } from '../../server/modules/billing/invoice-job';
import { insertProviderProfile } from '../../server/modules/providers/providers.repo';
import { INVOICE_ORDERS, INVOICE_PROVIDER } from '../pdf/fixture';
import { serveAppOnPglite } from './app-on-pglite';

async function billedProvider(db: Kysely<Database>): Promise<void> {
  const hash = await hashPassword(INVOICE_PROVIDER.password);
  const clientId = await insertAccount(db, 'clients', 'pdf.client@bench.example', hash, 'en');
  await insertClientProfile(db, clientId, 'Zara Sheikh');
  const spId = await insertAccount(db, 'serviceproviders', INVOICE_PROVIDER.email, hash, 'en');
  await insertProviderProfile(db, {
    sp_id: spId,
    first_name: 'Imran',
    last_name: 'Qureshi',
    phone: '03005550000',
    address: '7 Liberty Market',
    city_id: 2,
    gender: 'male',
    dob: '1985-03-03',
    tips: false,
  });
  const now = new Date();
  const lastMonth = (hour: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, hour));
  await db
    .insertInto('service_requests')
    .values(
      Array.from({ length: INVOICE_ORDERS }, (_, i) => ({
        client_id: clientId,
        service_id: 1,
        city_id: 2,
        description: `Order ${i + 1}: replace the kitchen mixer tap`,
        address: `${i + 1} Model Town`,
        status: 'completed' as const,
        sp_id: spId,
        price_minor: 150_000 + i * 100,
        request_date: lastMonth(0),
        accepted_at: lastMonth(0),
        completed_date: lastMonth(1 + (i % 20)),
      })),
    )
    .execute();
}

await serveAppOnPglite(billedProvider, (app) => app.jobs.runDue(INVOICE_JOB));
