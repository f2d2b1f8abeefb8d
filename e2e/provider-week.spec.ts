import { addDays, localDayOf } from '../contracts/time-zones';
import { t } from './support/i18n';
import { bearer, clientSession, providerSession } from './support/marketplace';
import { checkPage, closeToasts } from './support/page-check';
import { expect, test } from './support/test';

test('a provider sets its week and a day off, sees a request outside it marked, and both sides open their agendas', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sp = await providerSession(browser, request, 'Bilal');
  const client = await clientSession(browser, request, `Week client ${tag}`);
  const pp = sp.page;

  // ---- the week: Monday to Saturday 09:00–18:00, Sunday closed ----
  await pp.goto('/SpProfile?tab=hours');
  const hours = pp.getByRole('region', { name: t('providers.week.title') });
  await expect(hours.getByText(t('providers.week.notSet'))).toBeVisible();
  await hours.getByRole('button', { name: t('providers.week.setHours') }).click();
  await hours.getByRole('button', { name: t('providers.week.save') }).click();
  await expect(pp.getByText(t('providers.week.saved'))).toBeVisible();
  await closeToasts(pp);

  // ---- a day off, the day after tomorrow ----
  const today = localDayOf(new Date(), 'Asia/Karachi');
  const daysOff = pp.getByRole('region', { name: t('providers.week.daysOff.title') });
  await daysOff.getByLabel(t('providers.week.daysOff.day')).fill(addDays(today, 2));
  await daysOff.getByRole('button', { name: t('providers.week.daysOff.add') }).click();
  await expect(daysOff.locator(`time[datetime="${addDays(today, 2)}"]`)).toBeVisible();
  await closeToasts(pp);
  await checkPage(pp, testInfo, 'working-hours');

  // ---- tomorrow 19:00–20:00 is after every day's hours: the feed marks it ----
  const late = `Late tap ${tag}`;
  const filed = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: {
      description: late,
      city_id: 2,
      address: '9 Garden Town',
      service_id: 1,
      when: { kind: 'range', date: addDays(today, 1), from: '19:00', to: '20:00' },
    },
  });
  expect(filed.status()).toBe(200);
  await pp.goto('/Requests');
  const card = pp.getByRole('article').filter({ hasText: late });
  await expect(card.getByText(t('requests.card.outsideHours'))).toBeVisible();

  // ---- the provider's agenda: nothing booked, a day and a week ----
  await pp
    .getByRole('link', { name: t('common.nav.agenda') })
    .first()
    .click();
  await expect(pp.getByRole('heading', { name: t('orders.agenda.title'), level: 1 })).toBeVisible();
  await expect(pp.getByText(t('orders.agenda.emptyDay'))).toBeVisible();
  await pp.getByRole('button', { name: t('orders.agenda.nextDay') }).click();
  await expect(pp).toHaveURL(new RegExp(`day=${addDays(today, 1)}`));
  // The view switch's radios are hidden behind their labels.
  await pp.getByText(t('orders.agenda.week'), { exact: true }).click();
  await expect(pp.getByText(t('orders.agenda.emptyWeek'))).toBeVisible();
  await pp.getByRole('button', { name: t('orders.agenda.today') }).click();
  await expect(pp).toHaveURL(/view=week$/);
  await checkPage(pp, testInfo, 'agenda-week-empty');

  // ---- the client's agenda ----
  const cp = client.page;
  await cp.goto('/ClientDashBoard');
  await cp
    .getByRole('link', { name: t('common.nav.agenda') })
    .first()
    .click();
  await expect(cp.getByText(t('orders.agenda.emptyDay'))).toBeVisible();
});
