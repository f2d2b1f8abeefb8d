import { t, tPart } from './support/i18n';
import {
  bearer,
  clientSession,
  offeredRequest,
  providerSession,
  tLike,
} from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

const card = (page: Page, price: string) =>
  page.getByRole('log').getByRole('article', { name: new RegExp(price.replace(/[.,]/g, '\\$&')) });

/** The client's offer form: pick the request, type a price, Send Request. */
async function offer(page: Page, problem: string, price: string) {
  const picker = page.getByRole('combobox', { name: t('chat.offerForm.request') });
  if (!(await picker.inputValue()).includes(problem.slice(0, 20))) {
    await picker.click();
    await page.getByRole('option', { name: new RegExp(problem.slice(0, 20)) }).click();
  }
  await page.getByLabel(t('chat.offerForm.price')).fill(price);
  await page.getByRole('button', { name: t('chat.offerForm.send') }).click();
}

test('a client asks for tomorrow evening, offers and corrects the price, the provider counters with 18:00–19:00, the client accepts; both agendas show it and "On my way" reaches the client live', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const problem = `Bathroom pipe burst ${tag}`;
  const client = await clientSession(browser, request, `Negotiating client ${tag}`);
  const sp = await providerSession(browser, request, 'Nadia');

  // ---- set-up through the API: the client files a request for tomorrow evening (in
  // Karachi), the provider opens the chat ----
  const tomorrow = new Date(Date.now() + (5 + 24) * 3_600_000).toISOString().slice(0, 10);
  const filed = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: {
      description: problem,
      city_id: 2,
      address: '14 Garden Town',
      service_id: 1,
      when: { kind: 'window', date: tomorrow, window: 'evening' },
    },
  });
  expect(filed.status()).toBe(200);
  const requestId: number = (await filed.json()).result;
  const head = await request.post('/api/createORupdateChatHead', {
    headers: bearer(sp.token),
    data: { client_id: client.id, request_id: requestId },
  });
  expect(head.status()).toBe(200);
  const room: string = (await head.json()).room;

  // ---- the client offers Rs 5,500, then corrects it to Rs 5,000 ----
  const cp = client.page;
  const pp = sp.page;
  await cp.goto(`/Clientchat?room=${room}`);
  await pp.goto(`/Spchat?room=${room}`);
  await offer(cp, problem, '5500');
  await expect(card(cp, 'Rs 5,500.00')).toContainText(t('chat.offer.youOffered'));
  await offer(cp, problem, '5000');
  await expect(card(cp, 'Rs 5,500.00')).toContainText(t('chat.offer.replaced'));
  await expect(card(cp, 'Rs 5,000.00')).toContainText(t('chat.status.pending'));
  await expect(
    card(cp, 'Rs 5,000.00').getByRole('button', { name: t('chat.offer.withdraw') }),
  ).toBeVisible();

  // ---- the provider sees the pending offer with its expiry, and counters it ----
  const theirs = card(pp, 'Rs 5,000.00');
  await expect(theirs).toContainText(
    t('chat.offer.theyOffered', { name: `Negotiating client ${tag}` }),
  );
  await expect(theirs).toContainText(tLike('chat.offer.expires', { when: '.+' }));
  await expect(theirs.locator('time')).toHaveText(/\S/);
  await expect(card(pp, 'Rs 5,500.00').getByRole('button')).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: t('chat.offer.acceptRequest') })).toBeVisible();
  await theirs.getByRole('button', { name: t('chat.offer.counterButton') }).click();
  const counter = pp.getByRole('dialog', { name: t('chat.counter.title') });
  const yourPrice = counter.getByRole('textbox', { name: t('chat.counter.price') });
  const sendCounter = counter.getByRole('button', { name: t('chat.counter.send') });
  await expect(yourPrice).toBeFocused();
  await expect(sendCounter).toBeDisabled();
  await yourPrice.fill('4200.555');
  await sendCounter.click();
  await expect(counter).toContainText(t('chat.price.invalid'));
  await checkPage(pp, testInfo, 'counter-offer-modal');
  await yourPrice.fill('4200');
  // ---- with a time: tomorrow (in Karachi), 18:00–19:00 (decision 0075) ----
  await counter.getByRole('checkbox', { name: t('chat.slot.propose') }).check();
  await counter.getByLabel(t('requests.when.date')).fill(tomorrow);
  await counter.getByLabel(t('requests.when.from')).fill('18:00');
  await counter.getByLabel(t('requests.when.to')).fill('19:00');
  await sendCounter.click();
  await expect(counter).toBeHidden();
  const countered = card(pp, 'Rs 4,200.00');
  await expect(countered).toContainText(t('chat.slot.proposed'));
  await expect(countered).toContainText(t('chat.offer.counter'));
  await expect(countered).toContainText(t('chat.offer.youOffered'));
  await expect(countered.getByRole('button', { name: t('chat.offer.withdraw') })).toBeVisible();
  await expect(theirs).toContainText(t('chat.status.superseded'));

  // ---- the client sees the counter live and accepts it, after confirming the price ----
  const received = card(cp, 'Rs 4,200.00');
  await expect(received).toContainText(t('chat.offer.counter'));
  await expect(received).toContainText(tPart('chat.offer.theyOffered', { name: 'Nadia Raza' }));
  await expect(card(cp, 'Rs 5,000.00')).toContainText(t('chat.status.superseded'));
  await received.getByRole('button', { name: t('chat.offer.acceptOffer') }).click();
  const accept = cp.getByRole('dialog', { name: t('chat.offer.acceptOfferTitle') });
  await expect(accept).toContainText('Rs 4,200.00');
  await accept
    .getByRole('button', { name: t('chat.offer.acceptFor', { price: 'Rs 4,200.00' }) })
    .click();
  await expect(received).toContainText(t('chat.status.accepted'));

  // ---- both sides see the three cards in their final states ----
  for (const page of [cp, pp]) {
    await expect(page.getByRole('log').getByRole('article')).toHaveCount(3);
    await expect(card(page, 'Rs 5,500.00')).toContainText(t('chat.offer.replaced'));
    await expect(card(page, 'Rs 5,000.00')).toContainText(t('chat.status.superseded'));
    await expect(card(page, 'Rs 4,200.00')).toContainText(t('chat.status.accepted'));
    await expect(page.getByRole('log').getByRole('button')).toHaveCount(0);
  }
  await checkPage(cp, testInfo, 'negotiated-client-chat');
  await checkPage(pp, testInfo, 'negotiated-provider-chat');

  // ---- the order shows how its price was agreed, on both sides ----
  // Prices are formatted with a no-break space after 'Rs'.
  const step = (key: 'offered' | 'countered', price: string) =>
    tLike(`orders.negotiation.${key}`, { price: `Rs\\s${price.replace(/[.,]/g, '\\$&')}` }).source;
  const path = new RegExp(
    [
      step('offered', '5,500.00'),
      step('offered', '5,000.00'),
      step('countered', '4,200.00'),
      tLike('orders.negotiation.accepted', {}).source,
    ].join(' · '),
  );
  await cp.goto('/ClientDashBoard?tab=accepted');
  const order = cp.getByRole('article').filter({ hasText: problem.slice(0, 20) });
  await expect(order).toContainText('Rs 4,200.00');
  await expect(order).toContainText(path);
  // The accepted counter's time is the order's booked time.
  await expect(order).toContainText(t('orders.card.booked'));
  await checkPage(cp, testInfo, 'negotiated-order');
  await pp.goto('/SpHistory');
  await expect(pp.getByRole('article').filter({ hasText: problem.slice(0, 20) })).toContainText(
    path,
  );

  // ---- both agendas show it tomorrow (decision 0078) ----
  for (const page of [cp, pp]) {
    await page.goto(`/agenda?day=${tomorrow}`);
    const jobs = page.getByRole('article');
    await expect(jobs).toHaveCount(1);
    await expect(jobs.getByRole('link', { name: t('orders.agenda.openOrder') })).toHaveAttribute(
      'href',
      new RegExp(`order=${requestId}$`),
    );
  }

  // ---- the provider says "On my way"; the client's open orders page shows it live (0076) ----
  await cp.goto('/ClientDashBoard?tab=accepted');
  const clientsOrder = cp.getByRole('article').filter({ hasText: problem.slice(0, 20) });
  await expect(clientsOrder).toContainText(t('orders.card.booked'));
  await pp.goto('/SpHistory');
  const providersOrder = pp.getByRole('article').filter({ hasText: problem.slice(0, 20) });
  await providersOrder.getByRole('button', { name: t('orders.progress.onMyWay') }).click();
  const onTheWay = tLike('orders.progress.onWaySince', { time: '.+' });
  await expect(providersOrder).toContainText(onTheWay);
  await expect(clientsOrder).toContainText(onTheWay);
});

test('the provider declines an offer, and the client withdraws the next one', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const problem = `Ceiling fan wobbles ${tag}`;
  const client = await clientSession(browser, request, `Declined client ${tag}`);
  const sp = await providerSession(browser, request, 'Omar');
  const { requestId, room } = await offeredRequest(request, client, sp, problem, 3000);

  // ---- the provider declines it, after confirming ----
  const pp = sp.page;
  const cp = client.page;
  await pp.goto(`/Spchat?room=${room}`);
  await cp.goto(`/Clientchat?room=${room}`);
  await card(pp, 'Rs 3,000.00')
    .getByRole('button', { name: t('chat.offer.decline') })
    .click();
  const decline = pp.getByRole('dialog', { name: t('chat.offer.declineTitle') });
  await expect(decline.getByRole('button', { name: t('chat.offer.keep') })).toBeFocused();
  await decline.getByRole('button', { name: t('chat.offer.declineConfirm') }).click();
  await expect(card(pp, 'Rs 3,000.00')).toContainText(t('chat.status.declined'));
  await expect(card(cp, 'Rs 3,000.00')).toContainText(t('chat.status.declined'));

  // ---- the client offers again, then withdraws it ----
  await offer(cp, problem, '2800');
  await expect(
    card(pp, 'Rs 2,800.00').getByRole('button', { name: t('chat.offer.acceptRequest') }),
  ).toBeVisible();
  await card(cp, 'Rs 2,800.00')
    .getByRole('button', { name: t('chat.offer.withdraw') })
    .click();
  const withdraw = cp.getByRole('dialog', { name: t('chat.offer.withdrawTitle') });
  await expect(withdraw).toContainText('Rs 2,800.00');
  await withdraw.getByRole('button', { name: t('chat.offer.withdraw') }).click();
  await expect(card(cp, 'Rs 2,800.00')).toContainText(t('chat.status.withdrawn'));
  await expect(card(pp, 'Rs 2,800.00')).toContainText(t('chat.status.withdrawn'));
  await expect(pp.getByRole('log').getByRole('button')).toHaveCount(0);

  // ---- an answer to the closed offer is refused with its code ----
  const offers = await request.get(`/api/offers?request_id=${requestId}`, {
    headers: bearer(sp.token),
  });
  expect(offers.status()).toBe(200);
  const last = (await offers.json()).at(-1);
  const late = await request.post(`/api/offers/${last.offer_id}/accept`, {
    headers: bearer(sp.token),
  });
  expect(late.status()).toBe(409);
  expect((await late.json()).error.code).toBe('offer.not_pending');
});
