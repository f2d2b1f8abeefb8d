import { signInAs } from './support/accounts';
import { auditRows, signInAsAdminWithRole } from './support/admin-team';
import { t } from './support/i18n';
import { bearer, clientSession } from './support/marketplace';
import { overdueProvider } from './support/overdue-fixture';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

test('a finance admin sees an overdue provider stop receiving new requests and come back once it marks the invoice paid (audit-logged)', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const provider = overdueProvider(project);

  // ---- the provider (30 days overdue) offers Leak Repair in Lahore, and is on hold ----
  const pp = await (await browser.newContext()).newPage();
  const session = await signInAs(pp, provider);
  const services = await pp.request.post('/api/service-provider/preferences', {
    headers: bearer(session.token),
    data: { services: [{ serviceId: 1, available: true }] },
  });
  expect(services.status()).toBe(200);

  // ---- a finance admin's Overdue tab lists it, most overdue, with the hold ----
  const ap = await (await browser.newContext()).newPage();
  const finance = await signInAsAdminWithRole(ap, 'finance', project);
  await ap.goto('/admin/dashboard?tab=overdue');
  await expect(ap.getByRole('heading', { name: t('overdue.title') })).toBeVisible();
  const card = ap.getByTestId('overdue-invoice').filter({ hasText: provider.name });
  await expect(card).toBeVisible();
  // Seeded 30 days before the server started: 31 once the run passes midnight (UTC).
  const adminToken = await ap.evaluate(() => localStorage.getItem('adminToken'));
  const desk = await ap.request.get('/api/admin/overdue', { headers: bearer(adminToken ?? '') });
  expect(desk.status()).toBe(200);
  const listed = (
    (await desk.json()).items as { provider_name: string; days_overdue: number }[]
  ).find((invoice) => invoice.provider_name === provider.name);
  expect(listed?.days_overdue).toBeGreaterThanOrEqual(30);
  await expect(card).toContainText(t('overdue.daysOverdue', { days: listed?.days_overdue ?? -1 }));
  await expect(card).toContainText(t('overdue.held'));
  await checkPage(ap, testInfo, 'admin-overdue');

  // ---- a matching request is filed: the held provider's feed does not show it ----
  const client = await clientSession(browser, request, 'Hina Malik');
  const file = async (description: string) => {
    const res = await request.post('/api/servicerequestform', {
      headers: bearer(client.token),
      data: { description, city_id: 2, address: '14 Gulberg', service_id: 1 },
    });
    expect(res.status()).toBe(200);
  };
  const held = `Overdue desk ${project}: the bathroom tap leaks ${Date.now()}`;
  await file(held);
  await pp.goto('/Requests');
  const banner = pp.getByRole('alert').filter({ hasText: t('requests.feed.leadHold') });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: t('requests.feed.leadHoldLink') })).toHaveAttribute(
    'href',
    '/SpBilling',
  );
  await expect(pp.getByText(held)).toHaveCount(0);
  await checkPage(pp, testInfo, 'feed-lead-hold');

  // ---- the finance admin marks the invoice paid from the desk ----
  await card.getByRole('button').click();
  const dialog = ap.getByRole('dialog', { name: t('admin.markPaid.title') });
  await dialog.getByRole('button', { name: t('admin.markPaid.confirm') }).click();
  await expect(ap.getByText(t('admin.markPaid.doneTitle'))).toBeVisible();
  await expect(card).toHaveCount(0);
  const logged = await auditRows(request, {
    action: 'invoice.mark-paid',
    admin_id: finance.admin_id,
  });
  expect(logged.map((row) => row.admin_role)).toEqual(['finance']);

  // ---- leads flow again: the next request is in the provider's feed ----
  const next = `Overdue desk ${project}: the kitchen sink drips ${Date.now()}`;
  await file(next);
  await pp.reload();
  await expect(pp.getByText(next)).toBeVisible();
  await expect(banner).toHaveCount(0);
});
