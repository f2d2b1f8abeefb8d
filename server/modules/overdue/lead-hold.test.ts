import { afterAll, beforeAll, expect, it } from 'vitest';
import { unpaidOctoberInvoice } from '../../test/invoices';
import { newProvider } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  daysOverdue,
  isOnLeadHold,
  LEAD_HOLD_DAYS_OVERDUE,
  providersOnLeadHold,
} from './lead-hold';

// Decision 0069: an unpaid invoice more than LEAD_HOLD_DAYS_OVERDUE days past its due day
// (15 November 2026) holds its provider's leads until the admin marks it paid.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Noon UTC `days` days after 15 November 2026. */
const daysAfterDue = (days: number) => new Date(Date.UTC(2026, 10, 15 + days, 12));

it('counts days overdue on UTC days: 0 on the due day, 15 two weeks and a day after', () => {
  expect(daysOverdue('2026-11-15', new Date('2026-11-15T23:59:59Z'))).toBe(0);
  expect(daysOverdue('2026-11-15', new Date('2026-11-16T00:00:00Z'))).toBe(1);
  expect(daysOverdue('2026-11-15', daysAfterDue(15))).toBe(15);
  expect(daysOverdue('2026-11-15', new Date('2026-11-14T12:00:00Z'))).toBe(-1);
});

it('holds a provider 15 days overdue, not one 14 days overdue, and lifts the hold once paid', async () => {
  expect(LEAD_HOLD_DAYS_OVERDUE).toBe(14);
  const sp = await newProvider(t);
  const other = await newProvider(t);
  const paymentId = await unpaidOctoberInvoice(t.db, sp.id);

  expect(await isOnLeadHold(t.db, daysAfterDue(14), sp.id)).toBe(false);
  expect(await isOnLeadHold(t.db, daysAfterDue(15), sp.id)).toBe(true);
  // A proof waiting for the admin is not a payment.
  await t.db
    .updateTable('invoices')
    .set({ status: 'uploaded', proof_of_payment: 'proof.png' })
    .where('payment_id', '=', paymentId)
    .execute();
  expect(await providersOnLeadHold(t.db, daysAfterDue(40), [sp.id, other.id])).toEqual(
    new Set([sp.id]),
  );
  expect(await providersOnLeadHold(t.db, daysAfterDue(40), [])).toEqual(new Set());
  expect((await providersOnLeadHold(t.db, daysAfterDue(40))).has(sp.id)).toBe(true);

  await t.db
    .updateTable('invoices')
    .set({ status: 'Paid', paid_at: daysAfterDue(20) })
    .where('payment_id', '=', paymentId)
    .execute();
  expect(await isOnLeadHold(t.db, daysAfterDue(40), sp.id)).toBe(false);
});
