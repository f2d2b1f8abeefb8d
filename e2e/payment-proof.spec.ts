import fs from 'node:fs';
import { intlLocaleOf } from '../locales/languages';
import { signInAs } from './support/accounts';
import { proofProvider } from './support/billing-fixture';
import { e2eAdmin } from './support/e2e-env';
import { e2eLanguage, t } from './support/i18n';
import { checkPage } from './support/page-check';
import { IBAN, PAYMENT_INSTRUCTIONS } from './support/payment-instructions';
import { simplePdf } from './support/simple-pdf';
import { expect, type Page, test } from './support/test';

/** Last month as the app names an invoice's period, in the run's language. */
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toLocaleString(
    intlLocaleOf(e2eLanguage),
    { month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
};

const REASON = 'The amount on the receipt does not match the invoice.';

/** The provider's row (desktop) or card (phone) for `month`. */
const invoiceOf = (page: Page, month: string) =>
  page
    .getByRole('row')
    .filter({ hasText: month })
    .or(page.getByRole('article').filter({ hasText: month }))
    .first();

async function uploadProof(page: Page, proof: string) {
  const dialog = page.getByRole('dialog', { name: t('billing.upload.title') });
  await expect(dialog).toContainText(IBAN);
  await dialog.locator('input[type=file]').setInputFiles(proof);
  await dialog.getByRole('button', { name: t('billing.upload.submit') }).click();
  await expect(page.getByText(t('billing.messages.proofUploaded'))).toBeVisible();
  await expect(dialog).toBeHidden();
  return dialog;
}

test('the admin sets payment instructions; a provider pays, the admin rejects the proof with a reason, the provider sends another', async ({
  browser,
}, testInfo) => {
  test.slow();
  const month = lastMonth();
  const name = `Sana Proof ${testInfo.project.name}`;
  const proof = testInfo.outputPath('receipt.pdf');
  fs.writeFileSync(proof, simplePdf([{ x: 50, y: 780, text: 'Bank transfer receipt' }]));

  // ---- the admin writes the instructions and sees the providers' preview as they type ----
  const ap = await (await browser.newContext()).newPage();
  const login = await ap.request.post('/api/LoginAdmin', { data: e2eAdmin });
  const { token } = await login.json();
  await ap.addInitScript((t) => localStorage.setItem('adminToken', t), token);
  await ap.goto('/admin/dashboard?tab=payments');
  const editor = ap.getByRole('region', { name: t('admin.instructions.title') });
  const field = editor.getByRole('textbox', { name: t('admin.instructions.label') });
  await field.fill(PAYMENT_INSTRUCTIONS);
  await expect(
    editor.getByRole('region', { name: t('admin.instructions.previewTitle') }),
  ).toContainText(IBAN);
  const save = editor.getByRole('button', { name: t('admin.instructions.save') });
  // The other project may have saved the same text before this page loaded.
  if (await save.isEnabled()) {
    await save.click();
    await expect(ap.getByText(t('admin.instructions.savedNew'))).toBeVisible();
  }
  await expect(save).toBeDisabled();

  // ---- the provider reads them on the billing page and in Pay Now, and sends a proof ----
  const pp = await (await browser.newContext()).newPage();
  await signInAs(pp, proofProvider(testInfo.project.name));
  await pp.goto('/SpBilling');
  await expect(pp.getByRole('region', { name: t('billing.howToPay.title') })).toContainText(IBAN);
  await pp.getByRole('button', { name: t('billing.actions.payNowFor', { period: month }) }).click();
  await checkPage(pp, testInfo, 'pay-now-instructions');
  await uploadProof(pp, proof);
  await expect(invoiceOf(pp, month)).toContainText(t('billing.status.uploaded'));
  await expect(
    pp.getByRole('button', { name: t('billing.actions.payNowFor', { period: month }) }),
  ).toHaveCount(0);

  // ---- the admin rejects it, saying why ----
  await ap.reload();
  const card = ap.getByRole('article').filter({ hasText: name });
  await card
    .getByRole('button', { name: t('admin.payments.rejectLabel', { name, period: month }) })
    .click();
  const ask = ap.getByRole('dialog', { name: t('admin.rejectProof.title') });
  await ask.getByRole('button', { name: t('admin.rejectProof.confirm') }).click();
  await expect(ask.getByText(t('admin.rejectProof.reasonMissing'))).toBeVisible();
  await ask.getByRole('textbox', { name: t('admin.rejectProof.reason') }).fill(REASON);
  await checkPage(ap, testInfo, 'reject-proof');
  await ask.getByRole('button', { name: t('admin.rejectProof.confirm') }).click();
  await expect(ap.getByText(t('admin.rejectProof.done', { name, period: month }))).toBeVisible();
  await expect(ap.getByRole('article').filter({ hasText: name })).toHaveCount(0);

  // ---- the provider sees why (the notification refreshes the page) and sends another ----
  const alert = pp.getByRole('alert', {
    name: t('billing.rejected.title', { period: month }),
  });
  await expect(alert).toContainText(REASON);
  await expect(invoiceOf(pp, month)).toContainText(t('billing.statusNote.proofRejected'));
  await checkPage(pp, testInfo, 'proof-rejected');
  await alert
    .getByRole('button', { name: t('billing.rejected.uploadNewFor', { period: month }) })
    .click();
  await expect(
    pp.getByRole('dialog', { name: t('billing.upload.title') }).getByText(REASON),
  ).toBeVisible();
  await uploadProof(pp, proof);
  await expect(invoiceOf(pp, month)).toContainText(t('billing.status.uploaded'));
  await expect(alert).toHaveCount(0);

  // ---- and it waits for the admin again ----
  await ap.reload();
  await expect(ap.getByRole('article').filter({ hasText: name })).toBeVisible();
});
