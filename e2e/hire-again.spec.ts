import { createClient, createProvider, signInAs } from './support/accounts';
import { named, t } from './support/i18n';
import { acceptedRequest, bearer, completeAndRate } from './support/marketplace';
import { checkPage } from './support/page-check';
import { type APIRequestContext, type Browser, expect, test } from './support/test';

/** Seeded: Lahore is city 2 and Leak Repair service 1, where every provider here works. */
const LAHORE = 2;
const LEAK_REPAIR = 1;

/** A new browser context signed in as a new account, and its id and token. */
async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  const login = await signInAs(page, account);
  return { page, token: login.token, id: login.user_ID };
}

/** A Lahore leak-repair provider called `name` (first and last), signed in. */
async function leakProvider(browser: Browser, request: APIRequestContext, name: string) {
  const [firstName, lastName] = name.split(' ');
  const sp = await signedIn(browser, await createProvider(request, { firstName, lastName }));
  const prefs = await request.post('/api/service-provider/preferences', {
    headers: bearer(sp.token),
    data: { services: [{ serviceId: LEAK_REPAIR, available: true }] },
  });
  expect(prefs.status()).toBe(200);
  return sp;
}

/**
 * Two Lahore leak-repair providers (`hired` and `other`, named after `tag`) and a client with a
 * completed, rated order (`job`) with `hired`, each signed in in a context of its own.
 */
async function pastOrder(browser: Browser, request: APIRequestContext, tag: string, job: string) {
  const suffix = tag.replace(/\W/g, '');
  const hiredName = `Usman Hire${suffix}`;
  const hired = await leakProvider(browser, request, hiredName);
  const other = await leakProvider(browser, request, `Kamran Other${suffix}`);
  const client = await signedIn(browser, await createClient(request, `Sana Mir ${tag}`));
  const { requestId } = await acceptedRequest(request, client, hired, job, 1500);
  await completeAndRate(request, client, hired, requestId, 5, 'Quick and tidy.');
  return { hired, hiredName, other, client, requestId };
}

test('hire again from an order reaches that provider only, prefilled from the order, and marks the repeat client; a client saves the provider, finds it on Saved providers and removes it', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  // A completed order with the provider, and an open request any Lahore provider sees.
  const past = await pastOrder(browser, request, tag, `${tag} kitchen tap`);
  const { hired: kept, hiredName: keptName, other, client, requestId } = past;
  const control = await request.post('/api/servicerequestform', {
    headers: bearer((await signedIn(browser, await createClient(request, 'Nida Ali'))).token),
    data: { description: `${tag} open job`, city_id: LAHORE, address: '1 Mall', service_id: 1 },
  });
  expect(control.status()).toBe(200);

  // ---- the client presses Hire again on the completed order ----
  const cp = client.page;
  await cp.goto('/ClientDashBoard');
  await cp.getByRole('tab', { name: t('orders.status.completed') }).click();
  const card = cp.getByRole('article').filter({ hasText: tag });
  const save = t('providers.favourites.save', { name: keptName });
  await expect(card.getByRole('button', { name: save })).toHaveAttribute('aria-pressed', 'false');
  await checkPage(cp, testInfo, 'hire-again-order-card');
  await card.getByRole('link', { name: t('providers.favourites.hireAgain') }).click();
  await expect(cp).toHaveURL(
    new RegExp(`/servicerequestform\\?provider=${kept.id}&again=${requestId}$`),
  );
  const description = cp.getByLabel(t('requests.form.description'));
  await expect(description).toHaveValue(`${tag} kitchen tap`);
  await expect(cp.getByLabel(t('requests.form.address'))).toHaveValue('9 Garden Town');
  await expect(cp.getByRole('combobox', { name: t('requests.form.city') })).toHaveValue(
    named('Lahore'),
  );
  await expect(cp.getByRole('alert').filter({ hasText: keptName })).toBeVisible();
  // A reload keeps the form filled: it reads the order named in the link.
  await cp.reload();
  await expect(description).toHaveValue(`${tag} kitchen tap`);
  await checkPage(cp, testInfo, 'hire-again-form');
  await description.fill(`${tag} tap drips again`);
  await cp.getByRole('button', { name: t('requests.form.submit') }).click();
  await expect(cp.getByText(t('requests.sent.title'))).toBeVisible();

  // ---- that provider sees it, direct and from a repeat client; the other provider does not ----
  await kept.page.goto('/Requests');
  const filed = kept.page.getByRole('article').filter({ hasText: `${tag} tap drips again` });
  await expect(filed).toBeVisible();
  await expect(filed.getByText(t('providers.publicPage.direct.marker'))).toBeVisible();
  await expect(filed.getByText(t('requests.card.repeatClient', { job: 2 }))).toBeVisible();
  await other.page.goto('/Requests');
  await expect(
    other.page.getByRole('article').filter({ hasText: `${tag} open job` }),
  ).toBeVisible();
  await expect(other.page.getByText(`${tag} tap drips again`)).toHaveCount(0);

  // ---- once it wins a second job, the provider's order card marks the repeat client too ----
  await acceptedRequest(request, client, kept, `${tag} second job`, 800);
  await kept.page.goto('/SpHistory');
  await kept.page.getByRole('tab', { name: t('orders.status.accepted') }).click();
  const second = kept.page.getByRole('article').filter({ hasText: `${tag} second job` });
  await expect(second.getByText(t('requests.card.repeatClient', { job: 2 }))).toBeVisible();

  // ---- the client saves the provider from its page, finds it on Saved providers, removes it ----
  await cp.goto(`/providers/${kept.id}`);
  const saveOnPage = cp.getByRole('button', { name: save });
  await expect(saveOnPage).toHaveAttribute('aria-pressed', 'false');
  await saveOnPage.click();
  const saved = cp.getByRole('button', {
    name: t('providers.favourites.savedName', { name: keptName }),
  });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await checkPage(cp, testInfo, 'public-page-saved');
  await cp.goto('/saved-providers');
  await expect(
    cp.getByRole('heading', { level: 1, name: t('providers.favourites.title') }),
  ).toBeVisible();
  const entry = cp.getByRole('article', { name: keptName });
  await expect(entry).toContainText(t('providers.favourites.jobsTogether', { count: 1 }));
  await expect(entry.getByRole('link', { name: keptName })).toHaveAttribute(
    'href',
    `/providers/${kept.id}`,
  );
  await checkPage(cp, testInfo, 'saved-providers');
  await entry
    .getByRole('button', { name: t('providers.favourites.removeName', { name: keptName }) })
    .click();
  await expect(cp.getByText(t('providers.favourites.emptyTitle'))).toBeVisible();
  await expect(
    cp.getByRole('main').getByRole('link', { name: t('providers.favourites.browse') }),
  ).toHaveAttribute('href', '/FindProvider');
  await checkPage(cp, testInfo, 'saved-providers-empty');
});

test('hire again after the provider stopped offering the service says so, and the request goes to every provider of it', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const past = await pastOrder(browser, request, tag, `${tag} basin leak`);
  const { hired: gone, hiredName: goneName, other, client } = past;
  const off = await request.post('/api/service-provider/preferences', {
    headers: bearer(gone.token),
    data: { services: [{ serviceId: LEAK_REPAIR, available: false }] },
  });
  expect(off.status()).toBe(200);

  const cp = client.page;
  await cp.goto('/ClientDashBoard');
  await cp.getByRole('tab', { name: t('orders.status.completed') }).click();
  const card = cp.getByRole('article').filter({ hasText: tag });
  await card.getByRole('link', { name: t('providers.favourites.hireAgain') }).click();
  const note = cp.getByRole('alert').filter({ hasText: goneName });
  await expect(note).toContainText(
    t('providers.favourites.noLongerOffered', { name: goneName }).replace(/<\/?typed>/g, ''),
  );
  // Not addressed to it: no "keep it for ... only".
  await expect(cp.getByRole('checkbox')).toHaveCount(0);
  await expect(cp.getByLabel(t('requests.form.description'))).toHaveValue(`${tag} basin leak`);
  await checkPage(cp, testInfo, 'hire-again-gone');
  await cp.getByRole('button', { name: t('requests.form.submit') }).click();
  await expect(cp.getByText(t('requests.sent.title'))).toBeVisible();

  await other.page.goto('/Requests');
  const filed = other.page.getByRole('article').filter({ hasText: `${tag} basin leak` });
  await expect(filed).toBeVisible();
  await expect(filed.getByText(t('providers.publicPage.direct.marker'))).toHaveCount(0);
});
