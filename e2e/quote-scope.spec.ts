import { intlLocaleOf } from '../locales/languages';
import { e2eLanguage, t, tPart } from './support/i18n';
import { bearer, clientSession, providerSession, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

/** Hours as the app words an estimated time, in the journeys' language and numerals. */
const hours = (n: number) =>
  new Intl.NumberFormat(intlLocaleOf(e2eLanguage), {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
  }).format(n);
/** "Changed: price and estimated time", as the app lists the changes. */
const changed = (...keys: Array<'price' | 'slot' | 'included' | 'duration'>) =>
  t('chat.scope.changed', {
    list: new Intl.ListFormat(intlLocaleOf(e2eLanguage), {
      style: 'long',
      type: 'conjunction',
    }).format(keys.map((k) => t(`chat.scope.changes.${k}`))),
  });

const cards = (page: Page) => page.getByRole('log').getByRole('article');

test('a quote with scope: the provider counters with what is included and 3 hours, the client counters price and time, the provider accepts, and the order shows the agreed scope', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const problem = `Kitchen tap drips ${tag}`;
  const included = `New tap and washers, one visit ${tag}`;
  const client = await clientSession(browser, request, `Scope client ${tag}`);
  const sp = await providerSession(browser, request, 'Nadia');

  // ---- set-up through the API: a request, the provider's chat, the client's first price ----
  const filed = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: { description: problem, city_id: 2, address: '14 Garden Town', service_id: 1 },
  });
  expect(filed.status()).toBe(200);
  const requestId: number = (await filed.json()).result;
  const head = await request.post('/api/createORupdateChatHead', {
    headers: bearer(sp.token),
    data: { client_id: client.id, request_id: requestId },
  });
  const room: string = (await head.json()).room;
  const first = await request.post('/api/saveRequestMessage', {
    headers: bearer(client.token),
    data: { room, request_id: requestId, price: 5000 },
  });
  expect(first.status()).toBe(200);

  // ---- the provider counters with a price, what is included and an estimated time ----
  const cp = client.page;
  const pp = sp.page;
  await pp.goto(`/Spchat?room=${room}`);
  await cards(pp)
    .first()
    .getByRole('button', { name: t('chat.offer.counterButton') })
    .click();
  const counter = pp.getByRole('dialog', { name: t('chat.counter.title') });
  await counter.getByRole('textbox', { name: t('chat.counter.price') }).fill('6000');
  const what = counter.getByRole('textbox', { name: t('chat.scope.included') });
  await expect(what).toHaveValue('');
  await what.fill(included);
  await expect(counter).toContainText(tLike('chat.scope.count', { used: '\\d+', max: '500' }));
  await counter.getByRole('combobox', { name: t('chat.scope.duration') }).click();
  await pp.getByRole('option', { name: hours(3), exact: true }).click();
  await checkPage(pp, testInfo, 'scope-counter-modal');
  await counter.getByRole('button', { name: t('chat.counter.send') }).click();
  await expect(counter).toBeHidden();
  const providers = cards(pp).nth(1);
  await expect(providers).toContainText(included);
  await expect(providers).toContainText(hours(3));
  await expect(providers).toContainText(changed('price', 'included', 'duration'));

  // ---- the client reads it live and counters: a lower price and 2 hours, same inclusions ----
  await cp.goto(`/Clientchat?room=${room}`);
  const received = cards(cp).nth(1);
  await expect(received).toContainText(included);
  await expect(received).toContainText(hours(3));
  await received.getByRole('button', { name: t('chat.offer.counterButton') }).click();
  const back = cp.getByRole('dialog', { name: t('chat.counter.title') });
  // The counter starts from the offer it answers.
  await expect(back.getByRole('textbox', { name: t('chat.scope.included') })).toHaveValue(included);
  const duration = back.getByRole('combobox', { name: t('chat.scope.duration') });
  await expect(duration).toHaveValue(hours(3));
  await back.getByRole('textbox', { name: t('chat.counter.price') }).fill('5500');
  await duration.click();
  await cp.getByRole('option', { name: hours(2), exact: true }).click();
  await back.getByRole('button', { name: t('chat.counter.send') }).click();
  await expect(back).toBeHidden();
  const answer = cards(cp).nth(2);
  await expect(answer).toContainText(changed('price', 'duration'));
  await expect(answer).toContainText(hours(2));
  await checkPage(cp, testInfo, 'scope-countered-chat');

  // ---- the provider accepts the client's counter ----
  const last = cards(pp).nth(2);
  await expect(last).toContainText(changed('price', 'duration'));
  await last.getByRole('button', { name: t('chat.offer.acceptRequest') }).click();
  const accept = pp.getByRole('dialog', { name: t('chat.offer.acceptRequestTitle') });
  await accept
    .getByRole('button', { name: tLike('chat.offer.acceptFor', { price: '.+' }) })
    .click();
  await expect(last).toContainText(t('chat.status.accepted'));

  // ---- the order keeps the agreed scope, on both sides ----
  await cp.goto('/ClientDashBoard?tab=accepted');
  const order = cp.getByRole('article').filter({ hasText: problem.slice(0, 20) });
  const agreed = order.getByRole('region', { name: t('chat.scope.agreed') });
  await expect(agreed).toContainText(included);
  await expect(agreed).toContainText(hours(2));
  await expect(agreed).not.toContainText(tPart('chat.scope.changed', { list: '' }));
  await checkPage(cp, testInfo, 'scope-order');
  await pp.goto('/SpHistory');
  const theirs = pp.getByRole('article').filter({ hasText: problem.slice(0, 20) });
  await expect(theirs.getByRole('region', { name: t('chat.scope.agreed') })).toContainText(
    hours(2),
  );
});
