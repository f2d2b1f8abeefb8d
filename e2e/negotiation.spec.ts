import { expect, type Page, test } from '@playwright/test';
import { bearer, clientSession, offeredRequest, providerSession } from './support/marketplace';
import { checkPage } from './support/page-check';

const card = (page: Page, price: string) =>
  page.getByRole('log').getByRole('article', { name: new RegExp(price.replace(/[.,]/g, '\\$&')) });

/** The client's offer form: pick the request, type a price, Send Request. */
async function offer(page: Page, problem: string, price: string) {
  const picker = page.getByRole('combobox', { name: 'Pending request' });
  if (!(await picker.inputValue()).includes(problem.slice(0, 20))) {
    await picker.click();
    await page.getByRole('option', { name: new RegExp(problem.slice(0, 20)) }).click();
  }
  await page.getByLabel('Offered price').fill(price);
  await page.getByRole('button', { name: 'Send Request' }).click();
}

test('a client offers, corrects the price, the provider counters and the client accepts', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const problem = `Bathroom pipe burst ${tag}`;
  const client = await clientSession(browser, request, `Negotiating client ${tag}`);
  const sp = await providerSession(browser, request, 'Nadia');

  // ---- set-up through the API: the client files a request, the provider opens the chat ----
  const filed = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: { description: problem, city_id: 2, address: '14 Garden Town', service_id: 1 },
  });
  expect(filed.status()).toBe(200);
  const head = await request.post('/api/createORupdateChatHead', {
    headers: bearer(sp.token),
    data: { client_id: client.id, request_id: (await filed.json()).result },
  });
  expect(head.status()).toBe(200);
  const room: string = (await head.json()).room;

  // ---- the client offers Rs 5,500, then corrects it to Rs 5,000 ----
  const cp = client.page;
  const pp = sp.page;
  await cp.goto(`/Clientchat?room=${room}`);
  await pp.goto(`/Spchat?room=${room}`);
  await offer(cp, problem, '5500');
  await expect(card(cp, 'Rs 5,500.00')).toContainText('You offered');
  await offer(cp, problem, '5000');
  await expect(card(cp, 'Rs 5,500.00')).toContainText('Replaced');
  await expect(card(cp, 'Rs 5,000.00')).toContainText('Pending');
  await expect(
    card(cp, 'Rs 5,000.00').getByRole('button', { name: 'Withdraw offer' }),
  ).toBeVisible();

  // ---- the provider sees the pending offer with its expiry, and counters it ----
  const theirs = card(pp, 'Rs 5,000.00');
  await expect(theirs).toContainText(/offered/);
  await expect(theirs).toContainText(/Expires in \d+ (hours|days)/);
  await expect(card(pp, 'Rs 5,500.00').getByRole('button')).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Accept Request' })).toBeVisible();
  await theirs.getByRole('button', { name: 'Counter' }).click();
  const counter = pp.getByRole('dialog', { name: 'Counter this offer' });
  const yourPrice = counter.getByRole('textbox', { name: 'Your price' });
  await expect(yourPrice).toBeFocused();
  await expect(counter.getByRole('button', { name: 'Send counter-offer' })).toBeDisabled();
  await yourPrice.fill('4200.555');
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(counter).toContainText('Please enter a valid price.');
  await checkPage(pp, testInfo, 'counter-offer-modal');
  await yourPrice.fill('4200');
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(counter).toBeHidden();
  const countered = card(pp, 'Rs 4,200.00');
  await expect(countered).toContainText('Counter-offer');
  await expect(countered).toContainText('You offered');
  await expect(countered.getByRole('button', { name: 'Withdraw offer' })).toBeVisible();
  await expect(theirs).toContainText('Countered');

  // ---- the client sees the counter live and accepts it, after confirming the price ----
  const received = card(cp, 'Rs 4,200.00');
  await expect(received).toContainText('Counter-offer');
  await expect(received).toContainText(/Nadia .*offered/);
  await expect(card(cp, 'Rs 5,000.00')).toContainText('Countered');
  await received.getByRole('button', { name: 'Accept offer' }).click();
  const accept = cp.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(accept).toContainText('Rs 4,200.00');
  await accept.getByRole('button', { name: 'Accept for Rs 4,200.00' }).click();
  await expect(received).toContainText('Accepted');

  // ---- both sides see the three cards in their final states ----
  for (const page of [cp, pp]) {
    await expect(page.getByRole('log').getByRole('article')).toHaveCount(3);
    await expect(card(page, 'Rs 5,500.00')).toContainText('Replaced');
    await expect(card(page, 'Rs 5,000.00')).toContainText('Countered');
    await expect(card(page, 'Rs 4,200.00')).toContainText('Accepted');
    await expect(page.getByRole('log').getByRole('button')).toHaveCount(0);
  }
  await checkPage(cp, testInfo, 'negotiated-client-chat');
  await checkPage(pp, testInfo, 'negotiated-provider-chat');

  // ---- the order shows how its price was agreed, on both sides ----
  // Prices are formatted with a no-break space after 'Rs'.
  const path = /Rs\s5,500\.00 offered · Rs\s5,000\.00 offered · Rs\s4,200\.00 countered · accepted/;
  await cp.goto('/ClientDashBoard?tab=accepted');
  const order = cp.getByRole('article').filter({ hasText: problem.slice(0, 20) });
  await expect(order).toContainText('Rs 4,200.00');
  await expect(order).toContainText(path);
  await checkPage(cp, testInfo, 'negotiated-order');
  await pp.goto('/SpHistory');
  await expect(pp.getByRole('article').filter({ hasText: problem.slice(0, 20) })).toContainText(
    path,
  );
});

test('the provider declines an offer, and the client withdraws the next one', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
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
  await card(pp, 'Rs 3,000.00').getByRole('button', { name: 'Decline' }).click();
  const decline = pp.getByRole('dialog', { name: 'Decline this offer?' });
  await expect(decline.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await decline.getByRole('button', { name: 'Decline offer' }).click();
  await expect(card(pp, 'Rs 3,000.00')).toContainText('Declined');
  await expect(card(cp, 'Rs 3,000.00')).toContainText('Declined');

  // ---- the client offers again, then withdraws it ----
  await offer(cp, problem, '2800');
  await expect(
    card(pp, 'Rs 2,800.00').getByRole('button', { name: 'Accept Request' }),
  ).toBeVisible();
  await card(cp, 'Rs 2,800.00').getByRole('button', { name: 'Withdraw offer' }).click();
  const withdraw = cp.getByRole('dialog', { name: 'Withdraw this offer?' });
  await expect(withdraw).toContainText('Rs 2,800.00');
  await withdraw.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(card(cp, 'Rs 2,800.00')).toContainText('Withdrawn');
  await expect(card(pp, 'Rs 2,800.00')).toContainText('Withdrawn');
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
