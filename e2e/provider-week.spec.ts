import { addDays, localDayOf } from '../contracts/time-zones';
import { t } from './support/i18n';
import { bearer, clientSession, providerSession, tLike } from './support/marketplace';
import { checkPage, closeToasts } from './support/page-check';
import { expect, test } from './support/test';

test('a provider sets its week and a day off, sees requests outside it marked, books two that clash, and both sides see them in their agendas', async ({
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
  const tomorrow = addDays(today, 1);
  const late = `Late tap ${tag}`;
  const file = async (description: string, from: string, to: string) => {
    const filed = await request.post('/api/servicerequestform', {
      headers: bearer(client.token),
      data: {
        description,
        city_id: 2,
        address: '9 Garden Town',
        service_id: 1,
        when: { kind: 'range', date: tomorrow, from, to },
      },
    });
    expect(filed.status()).toBe(200);
    return (await filed.json()).result as number;
  };
  const first = await file(late, '19:00', '20:00');
  const second = await file(`Second tap ${tag}`, '19:30', '20:30');
  await pp.goto('/Requests');
  const card = pp.getByRole('article').filter({ hasText: late });
  await expect(card.getByText(t('requests.card.outsideHours'))).toBeVisible();

  // ---- the provider takes both: the second overlaps the first, so it confirms the clash ----
  for (const requestId of [first, second]) {
    const head = await request.post('/api/createORupdateChatHead', {
      headers: bearer(sp.token),
      data: { client_id: client.id, request_id: requestId },
    });
    const room: string = (await head.json()).room;
    const offer = await request.post('/api/saveRequestMessage', {
      headers: bearer(client.token),
      data: { room, request_id: requestId, price: 1500 },
    });
    expect(offer.status()).toBe(200);
    const accepted = await request.put('/api/updateRequestMessage', {
      headers: bearer(sp.token),
      data: { room, request_id: requestId, status: 'accepted', price: 1500, confirm_clash: true },
    });
    expect(accepted.status()).toBe(200);
  }

  // ---- the provider's agenda: nothing today; tomorrow the two jobs, both flagged ----
  await pp
    .getByRole('link', { name: t('common.nav.agenda') })
    .first()
    .click();
  await expect(pp.getByRole('heading', { name: t('orders.agenda.title'), level: 1 })).toBeVisible();
  await expect(pp.getByText(t('orders.agenda.emptyDay'))).toBeVisible();
  await pp.getByRole('button', { name: t('orders.agenda.nextDay') }).click();
  await expect(pp).toHaveURL(new RegExp(`day=${tomorrow}`));
  const jobs = pp.getByRole('article');
  await expect(jobs).toHaveCount(2);
  for (const job of await jobs.all())
    await expect(job.getByText(t('orders.agenda.clash'))).toBeVisible();
  await expect(
    jobs.first().getByRole('link', { name: t('orders.agenda.openOrder') }),
  ).toHaveAttribute('href', `/SpHistory?order=${first}`);
  await closeToasts(pp);
  await checkPage(pp, testInfo, 'agenda-day-clash');
  // The view switch's radios are hidden behind their labels.
  await pp.getByText(t('orders.agenda.week'), { exact: true }).click();
  await expect(jobs).toHaveCount(2);
  await pp.getByRole('button', { name: t('orders.agenda.today') }).click();
  await expect(pp).toHaveURL(/view=week$/);

  // ---- the client's agenda shows the same two jobs ----
  const cp = client.page;
  await cp.goto('/ClientDashBoard');
  await cp
    .getByRole('link', { name: t('common.nav.agenda') })
    .first()
    .click();
  await expect(cp.getByText(t('orders.agenda.emptyDay'))).toBeVisible();
  await cp.getByRole('button', { name: t('orders.agenda.nextDay') }).click();
  await expect(cp.getByRole('article')).toHaveCount(2);
  await expect(
    cp
      .getByRole('article')
      .first()
      .getByRole('link', { name: t('orders.agenda.openOrder') }),
  ).toHaveAttribute('href', `/ClientDashBoard?order=${first}`);

  // ---- the provider moves the second job onto the first's time: it is asked first ----
  await pp.goto(`/SpHistory?order=${second}`);
  const secondOrder = pp.locator('article', { has: pp.locator(`#order-${second}-title`) });
  await secondOrder.getByRole('button', { name: t('orders.booking.propose') }).click();
  const form = pp.getByRole('dialog', { name: t('orders.booking.proposeTitle') });
  await form.getByLabel(t('requests.when.date')).fill(tomorrow);
  await form.getByLabel(t('requests.when.from')).fill('18:30');
  await form.getByLabel(t('requests.when.to')).fill('19:30');
  await form.getByRole('button', { name: t('orders.booking.send') }).click();
  const ask = pp.getByRole('dialog', { name: t('orders.booking.clashTitle') });
  await expect(ask).toContainText(t('orders.booking.clashText'));
  await checkPage(pp, testInfo, 'reschedule-clash');
  await ask.getByRole('button', { name: t('orders.booking.moveAnyway') }).click();
  await expect(
    secondOrder.getByText(tLike('orders.booking.pendingMine', { when: '.+' })),
  ).toBeVisible();

  // ---- the provider cancels one: the client's open agenda drops it without a reload ----
  const cancelled = await request.post(`/api/orders/${second}/cancel`, {
    headers: bearer(sp.token),
  });
  expect(cancelled.status()).toBe(200);
  await expect(cp.getByRole('article')).toHaveCount(1);
});
