import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from './support/accounts';
import { billingProvider } from './support/billing-fixture';
import { e2eAdmin } from './support/e2e-env';
import { checkPage } from './support/page-check';
import { simplePdf } from './support/simple-pdf';

const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toLocaleString(
    'en-US',
    { month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
};

test("a provider pays last month's fee with a PDF proof; the admin checks it and marks it paid", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const month = lastMonth();
  const proof = testInfo.outputPath('proof.pdf');
  fs.writeFileSync(proof, simplePdf([{ x: 50, y: 780, text: 'Bank transfer receipt' }]));

  // ---- the provider opens the invoice: two orders, Rs 4,250.50, fee Rs 425.05 ----
  const pp = await (await browser.newContext()).newPage();
  await signInAs(pp, billingProvider(testInfo.project.name));
  await pp.goto('/SpBilling');
  await expect(pp.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await pp.getByRole('button', { name: `View invoice for ${month}` }).click();
  const details = pp.getByRole('dialog', { name: `Invoice for ${month}` });
  await expect(details).toContainText('Imran Billing');
  await expect(details).toContainText('Rs 4,250.50');
  await expect(details).toContainText('Rs 425.05');
  await checkPage(pp, testInfo, 'invoice-details');
  await details.getByRole('button', { name: 'Pay Now' }).click();

  const upload = pp.getByRole('dialog', { name: 'Upload proof of payment' });
  await upload.getByRole('button', { name: 'Submit' }).click();
  await expect(upload.getByRole('alert')).toContainText(
    'Please fill in all fields and select a file.',
  );
  await upload.locator('input[type=file]').setInputFiles(proof);
  await upload.getByRole('button', { name: 'Submit' }).click();
  await expect(pp.getByText('Proof of payment uploaded successfully.')).toBeVisible();
  await expect(pp.getByRole('button', { name: `Pay Now for ${month}` })).toHaveCount(0);
  await expect(pp.getByText('Proof sent').filter({ visible: true }).first()).toBeVisible();

  // ---- the admin sees the proof and marks the invoice paid ----
  const ap = await (await browser.newContext()).newPage();
  const login = await ap.request.post('/api/LoginAdmin', { data: e2eAdmin });
  const { token } = await login.json();
  await ap.addInitScript((t) => localStorage.setItem('adminToken', t), token);
  await ap.goto('/admin/dashboard');
  await ap.getByRole('tab', { name: 'Payments' }).click();
  const name = `Imran Billing ${testInfo.project.name}`;
  const card = ap.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Rs 425.05');
  await expect(card.getByRole('link', { name: 'Open PDF in a new tab' })).toBeVisible();
  await checkPage(ap, testInfo, 'admin-payments');
  await card.getByRole('button', { name: `Mark as Paid: ${name}, ${month}` }).click();
  await ap.getByRole('button', { name: 'Yes, mark as paid' }).click();
  await expect(ap.getByRole('article').filter({ hasText: name })).toHaveCount(0);

  // ---- the provider sees Paid ----
  await pp.reload();
  const row = pp
    .getByRole('row')
    .filter({ hasText: month })
    .or(pp.getByRole('article').filter({ hasText: month }));
  await expect(row.first()).toContainText('Paid');
  await checkPage(pp, testInfo, 'billing');
});
