import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '../contracts/request-when';
import { addDays, localDayOf } from '../contracts/time-zones';
import { named, t } from './support/i18n';
import { clientSession, providerSession, tLike } from './support/marketplace';
import { checkPage, closeToasts } from './support/page-check';
import { expect, type Page, test } from './support/test';

const PIPE_INSTALLATION = 2;
const WATER_HEATER = 4;
const photo = path.resolve('dist/images/plumbing-services.png');

/** Resolves once the page's Socket.IO connection is open (its connect packet arrived). */
function liveOn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      });
    });
  });
}

test('a provider hears of a new matching request for tomorrow evening live, once, and narrows its feed', async ({
  browser,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const problem = `${tag} water heater bangs`;
  const sp = await providerSession(browser, request, 'Nadia', [WATER_HEATER, PIPE_INSTALLATION]);
  const client = await clientSession(browser, request, `Client ${tag}`);

  // ---- the provider has its feed open, live ----
  const pp = sp.page;
  const live = liveOn(pp);
  await pp.goto('/Requests');
  await expect(pp.getByRole('heading', { level: 1, name: t('requests.feed.title') })).toBeVisible();
  await live;
  const card = pp.getByRole('article').filter({ hasText: problem });
  await expect(card).toHaveCount(0);

  // ---- the client files a request with a photo, clicking Submit twice in a row ----
  const cp = client.page;
  await cp.goto(`/Categories/1/${WATER_HEATER}/servicerequestform`);
  await cp.getByLabel(t('requests.form.description')).fill(problem);
  await cp.getByRole('combobox', { name: t('requests.form.city') }).click();
  await cp.getByRole('option', { name: named('Lahore') }).click();
  await cp.getByLabel(t('requests.form.address')).fill('21 Garden Town, Lahore');
  // ---- wanted tomorrow evening (Karachi's tomorrow: every city's zone, decision 0074) ----
  const tomorrow = addDays(localDayOf(new Date(), DEFAULT_TIME_ZONE), 1);
  await cp.getByRole('radio', { name: t('requests.when.kinds.window') }).check();
  await cp.getByRole('textbox', { name: t('requests.when.date'), exact: true }).fill(tomorrow);
  await cp
    .getByRole('radio', { name: new RegExp(`^${t('requests.when.windows.evening')} \\(`) })
    .check();
  // The When control passes the page checks (words, accessibility, nothing cut off) on a phone too.
  await checkPage(cp, testInfo, 'request-form-when');
  await cp.locator('input[type=file]').setInputFiles(photo);
  await cp.getByRole('button', { name: t('requests.form.submit') }).dblclick();
  await expect(cp.getByText(t('requests.sent.title'))).toBeVisible();

  // ---- the provider is told and the card appears, without a reload, once ----
  await expect(
    pp
      .getByText(
        tLike(
          'notifications.text.newRequestWhen',
          { requestId: '\\d+', when: '.+' },
          { service: named('Water Heater Services'), city: named('Lahore') },
        ),
      )
      .first(),
  ).toBeVisible();
  await expect(card).toHaveCount(1);
  // The live card carries its photo from the start (walkthrough M1: it needed a reload).
  await expect(card.getByRole('button', { name: t('requests.card.viewAttachment') })).toBeVisible({
    timeout: 1000,
  });
  await expect(card).toContainText(named('Water Heater Services'));
  // It says when, in the reader's words: 'Tomorrow, evening (5–9 pm)'.
  await expect(card).toContainText(
    tLike(
      'requests.when.windowPhrase',
      { hours: '.+' },
      { day: t('requests.when.tomorrow'), window: t('requests.when.windowNames.evening') },
    ),
  );
  // The service's badge shows its whole name, on a phone too (it used to be cut off).
  const badge = card.locator('.mantine-Badge-label');
  await expect(badge).toHaveText(named('Water Heater Services'));
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await checkPage(pp, testInfo, 'requests-feed');
  // The banner covers the filters on a phone: the provider closes it.
  await closeToasts(pp);

  // ---- the filters narrow the feed, and the page says when nothing matches ----
  await pp.getByRole('combobox', { name: t('requests.filters.service') }).click();
  await pp.getByRole('option', { name: named('Pipe Installation') }).click();
  await expect(pp).toHaveURL(new RegExp(`service=${PIPE_INSTALLATION}`));
  await expect(card).toHaveCount(0);
  await pp.getByRole('combobox', { name: t('requests.filters.service') }).click();
  await pp.getByRole('option', { name: named('Water Heater Services') }).click();
  await pp.getByRole('combobox', { name: t('requests.filters.filed') }).click();
  await pp.getByRole('option', { name: t('requests.filters.day') }).click();
  await expect(card).toHaveCount(1);
  // The day it is wanted: tomorrow holds it, the day after does not.
  await pp.getByLabel(t('requests.filters.slotDay'), { exact: true }).fill(addDays(tomorrow, 1));
  await expect(pp).toHaveURL(new RegExp(`day=${addDays(tomorrow, 1)}`));
  await expect(card).toHaveCount(0);
  await pp.getByLabel(t('requests.filters.slotDay'), { exact: true }).fill(tomorrow);
  await expect(card).toHaveCount(1);
  await pp.getByRole('button', { name: t('requests.filters.anyDay') }).click();
  await expect(pp).not.toHaveURL(/day=/);

  // ---- the client's dashboard holds one pending request, not two ----
  await cp.goto('/ClientDashBoard');
  await expect(cp.getByRole('article').filter({ hasText: tag })).toHaveCount(1);
  await pp.context().close();
  await cp.context().close();
});
