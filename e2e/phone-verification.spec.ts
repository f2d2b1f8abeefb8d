import fs from 'node:fs';
import path from 'node:path';
import { createProvider, signInAs } from './support/accounts';
import { e2eDataDir } from './support/e2e-env';
import { t } from './support/i18n';
import { bearer, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

/** Seeded: Islamabad is city 3; no other journey lists providers there. */
const ISLAMABAD = 3;

/** The newest code the development SMS sender wrote to the server's outbox for a number. */
async function codeTextedTo(e164: string): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let code: string | undefined;
  await expect
    .poll(() => {
      const texts = (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
        .filter((f) => f.endsWith('.sms.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
        .filter((m: { to: string }) => m.to === e164);
      code = texts.at(-1)?.params[0];
      return code !== undefined;
    })
    .toBe(true);
  return code as string;
}

test('a provider verifies a mobile number with the texted code, and its card shows the badge', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const lastName = `Hussain ${tag}`;
  const account = await createProvider(request, {
    firstName: 'Saima',
    lastName,
    city_id: ISLAMABAD,
  });
  const session = await signInAs(page, account);
  const services: { service_id: number; name: string; category_id: number }[] = await (
    await request.get('/api/activeServices')
  ).json();
  const battery = services.find((s) => s.name === 'Battery Replacement');
  if (!battery) throw new Error('no Battery Replacement service');
  const prefs = await request.post('/api/service-provider/preferences', {
    headers: bearer(session.token),
    data: { services: [{ serviceId: battery.service_id, available: true }] },
  });
  expect(prefs.status()).toBe(200);
  // A number no other run uses: +92 333 and 7 digits from the clock and the project.
  const rest = String(
    (Date.now() * 2 + Number(testInfo.project.name === 'phone')) % 10_000_000,
  ).padStart(7, '0');
  const e164 = `+92333${rest}`;
  const local = `0333 ${rest}`;

  await page.goto('/account/settings');
  const section = page.getByRole('region', { name: t('phones.settings.heading') });
  const number = section.getByRole('textbox', { name: t('phones.settings.number') });
  // The settings page loads five sections at once; under a loaded machine its first render is slow.
  await expect(number).toBeVisible({ timeout: 30_000 });
  await expect(number).toHaveAttribute('inputmode', 'tel');
  await number.fill(`0333-${rest}`);
  await section.getByRole('button', { name: t('phones.settings.send') }).click();
  await expect(
    section.getByText(tLike('phones.settings.sentTo', {}, { phone: local })),
  ).toBeVisible();
  const codeField = section.getByRole('textbox', { name: t('phones.settings.code') });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await checkPage(page, testInfo, 'phone-code');

  await codeField.fill(await codeTextedTo(e164));
  await section.getByRole('button', { name: t('phones.settings.verify') }).click();
  await expect(section.getByText(t('phones.settings.done'))).toBeVisible();
  await expect(
    section.getByText(tLike('phones.settings.verifiedNumber', {}, { phone: local })),
  ).toBeVisible();
  await expect(section.getByText(t('phones.settings.verified'), { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: t('phones.settings.change') })).toBeVisible();
  await checkPage(page, testInfo, 'phone-verified');

  // Anyone looking for a provider in Islamabad sees the badge on the card, never the number.
  await page.goto(
    `/FindProvider?city=${ISLAMABAD}&category=${battery.category_id}&service=${battery.service_id}`,
  );
  const card = page.getByRole('article', { name: `Saima ${lastName}` });
  await expect(card.getByText(t('badges.kinds.phone_verified'), { exact: true })).toBeVisible();
  await expect(card).not.toContainText(rest);
  await checkPage(page, testInfo, 'phone-badge');
});
