import fs from 'node:fs';
import { intlLocaleOf } from '../locales/languages';
import { signInAs } from './support/accounts';
import { billingProvider } from './support/billing-fixture';
import { e2eAdmin } from './support/e2e-env';
import { e2eLanguage, t } from './support/i18n';
import { checkPage } from './support/page-check';
import { simplePdf } from './support/simple-pdf';
import { expect, test } from './support/test';

/** Last month as the app names an invoice's period, in the run's language. */
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toLocaleString(
    intlLocaleOf(e2eLanguage),
    { month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
};

test("a provider pays last month's fee with a PDF proof; the admin checks it and marks it paid", async ({
  browser,
}, testInfo) => {
  test.slow();
  const month = lastMonth();
  const proof = testInfo.outputPath('proof.pdf');
  fs.writeFileSync(proof, simplePdf([{ x: 50, y: 780, text: 'Bank transfer receipt' }]));

  // ---- the provider opens the invoice: two orders, Rs 4,250.50, fee Rs 425.05 ----
  const pp = await (await browser.newContext()).newPage();
  await signInAs(pp, billingProvider(testInfo.project.name));
  await pp.goto('/SpBilling');
  await expect(pp.getByRole('heading', { name: t('billing.page.title'), level: 1 })).toBeVisible();
  await pp.getByRole('button', { name: t('billing.actions.viewFor', { period: month }) }).click();
  const details = pp.getByRole('dialog', { name: t('billing.details.title', { period: month }) });
  await expect(details).toContainText('Imran Billing');
  await expect(details).toContainText('Rs 4,250.50');
  await expect(details).toContainText('Rs 425.05');
  await checkPage(pp, testInfo, 'invoice-details');
  await details.getByRole('button', { name: t('billing.actions.payNow') }).click();

  const upload = pp.getByRole('dialog', { name: t('billing.upload.title') });
  await upload.getByRole('button', { name: t('billing.upload.submit') }).click();
  await expect(upload.getByRole('alert')).toContainText(t('billing.messages.fillAllFields'));
  await upload.locator('input[type=file]').setInputFiles(proof);
  await upload.getByRole('button', { name: t('billing.upload.submit') }).click();
  await expect(pp.getByText(t('billing.messages.proofUploaded'))).toBeVisible();
  await expect(
    pp.getByRole('button', { name: t('billing.actions.payNowFor', { period: month }) }),
  ).toHaveCount(0);
  await expect(
    pp.getByText(t('billing.statusNote.proofSent')).filter({ visible: true }).first(),
  ).toBeVisible();

  // ---- the admin sees the proof and marks the invoice paid ----
  const ap = await (await browser.newContext()).newPage();
  const login = await ap.request.post('/api/LoginAdmin', { data: e2eAdmin });
  const { token } = await login.json();
  await ap.addInitScript((t) => localStorage.setItem('adminToken', t), token);
  await ap.goto('/admin/dashboard');
  await ap.getByRole('tab', { name: t('admin.dashboard.tabPayments') }).click();
  const name = `Imran Billing ${testInfo.project.name}`;
  const card = ap.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Rs 425.05');
  await expect(card.getByRole('link', { name: t('admin.proof.openPdf') })).toBeVisible();
  await checkPage(ap, testInfo, 'admin-payments');
  await card
    .getByRole('button', { name: t('admin.payments.markPaidLabel', { name, period: month }) })
    .click();
  await ap.getByRole('button', { name: t('admin.markPaid.confirm') }).click();
  await expect(ap.getByRole('article').filter({ hasText: name })).toHaveCount(0);

  // ---- the provider sees Paid ----
  await pp.reload();
  const row = pp
    .getByRole('row')
    .filter({ hasText: month })
    .or(pp.getByRole('article').filter({ hasText: month }));
  await expect(row.first()).toContainText(t('billing.status.paid'));
  await checkPage(pp, testInfo, 'billing');
});
