import sharp from 'sharp';
import { createProvider, signInAs } from './support/accounts';
import { auditRows, signInAsAdminWithRole } from './support/admin-team';
import { t } from './support/i18n';
import { bearer } from './support/marketplace';
import { checkPage, closeToasts } from './support/page-check';
import { expect, test } from './support/test';

/** Seeded: Islamabad is city 3; only the phone journey lists providers there, another service. */
const ISLAMABAD = 3;

/** A phone camera's photo of a card side, with EXIF (the server strips it). */
const cardPhoto = (background: string) =>
  sharp({ create: { width: 860, height: 540, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' } })
    .toBuffer();

test('a provider sends its CNIC, a moderator rejects it with a reason and then approves new photos (audit-logged); the card shows "ID verified"', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const lastName = `Qureshi ${tag}`;
  const name = `Nadia ${lastName}`;
  const account = await createProvider(request, {
    firstName: 'Nadia',
    lastName,
    city_id: ISLAMABAD,
  });
  const pp = await (await browser.newContext()).newPage();
  const session = await signInAs(pp, account);
  const services: { service_id: number; name: string; category_id: number }[] = await (
    await request.get('/api/activeServices')
  ).json();
  const service = services.find((s) => s.name === 'Furniture Assembly') ?? services.at(-1);
  if (!service) throw new Error('no service');
  const prefs = await request.post('/api/service-provider/preferences', {
    headers: bearer(session.token),
    data: { services: [{ serviceId: service.service_id, available: true }] },
  });
  expect(prefs.status()).toBe(200);

  // The provider sends both sides from its profile page.
  const send = async (label: string) => {
    const section = pp.getByRole('region', { name: t('idChecks.card.heading') });
    await section.locator('input[name="cnic-front"]').setInputFiles({
      name: 'front.jpg',
      mimeType: 'image/jpeg',
      buffer: await cardPhoto('#4a8'),
    });
    await section.locator('input[name="cnic-back"]').setInputFiles({
      name: 'back.jpg',
      mimeType: 'image/jpeg',
      buffer: await cardPhoto('#48a'),
    });
    await section.getByRole('button', { name: t(label as 'idChecks.card.send') }).click();
    await expect(
      section.getByText(t('idChecks.card.status.pending'), { exact: true }),
    ).toBeVisible();
    return section;
  };
  await pp.goto('/SpProfile');
  const section = pp.getByRole('region', { name: t('idChecks.card.heading') });
  await expect(section.getByText(t('idChecks.card.status.none'), { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await send('idChecks.card.send');
  await closeToasts(pp);
  await checkPage(pp, testInfo, 'id-check-pending');

  // A moderator sees both images in the queue and rejects with a reason.
  const ap = await (await browser.newContext()).newPage();
  const moderator = await signInAsAdminWithRole(ap, 'moderator', tag);
  await ap.goto('/admin/dashboard?tab=id-checks');
  const check = ap.getByRole('article', { name });
  await expect(check.getByRole('img', { name: t('idChecks.admin.front', { name }) })).toBeVisible();
  await expect(check.getByRole('img', { name: t('idChecks.admin.back', { name }) })).toBeVisible();
  await checkPage(ap, testInfo, 'id-checks-queue');
  await check.getByRole('button', { name: t('idChecks.admin.reject'), exact: true }).click();
  await check.getByRole('combobox', { name: t('idChecks.admin.reason') }).click();
  await ap.getByRole('option', { name: t('idChecks.reasons.unreadable') }).click();
  await check.getByRole('textbox', { name: t('idChecks.admin.note') }).fill('Too dark');
  await check.getByRole('button', { name: t('idChecks.admin.confirmReject') }).click();
  await expect(check).toHaveCount(0);

  // The provider reads why, and sends new photos.
  await pp.reload();
  await expect(
    section.getByText(t('idChecks.card.status.rejected'), { exact: true }),
  ).toBeVisible();
  await expect(section).toContainText(t('idChecks.reasons.unreadable'));
  await expect(section).toContainText('Too dark');
  await checkPage(pp, testInfo, 'id-check-rejected');
  await send('idChecks.card.sendAgain');

  // The moderator approves them.
  await ap.reload();
  await check.getByRole('button', { name: t('idChecks.admin.approve') }).click();
  await expect(check).toHaveCount(0);
  await expect(
    ap.getByText(t('idChecks.admin.emptyTitle')).or(ap.getByRole('article').first()),
  ).toBeVisible();

  await pp.reload();
  await expect(
    section.getByText(t('idChecks.card.status.approved'), { exact: true }),
  ).toBeVisible();

  // The audit log has the moderator's decisions, and its looks at the private images.
  const by = { admin_id: moderator.admin_id };
  expect(await auditRows(request, { action: 'id-check.reject', ...by })).toHaveLength(1);
  expect(await auditRows(request, { action: 'id-check.approve', ...by })).toHaveLength(1);
  expect((await auditRows(request, { action: 'id-check.view', ...by })).length).toBeGreaterThan(0);

  // Anyone looking for the service in Islamabad sees the badge, and its rule on demand.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(
    `/FindProvider?city=${ISLAMABAD}&category=${service.category_id}&service=${service.service_id}`,
  );
  const card = visitor.getByRole('article', { name });
  const badge = card.getByRole('button', {
    name: t('badges.explain', { badge: t('badges.kinds.id_verified') }),
  });
  await expect(badge).toBeVisible();
  await badge.focus();
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByText(t('badges.rules.id_verified'))).toBeVisible();
  await checkPage(visitor, testInfo, 'id-verified-badge');
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByText(t('badges.rules.id_verified'))).toBeHidden();
});
