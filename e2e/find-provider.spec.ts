import { createClient, createProvider } from './support/accounts';
import { named, t } from './support/i18n';
import { apiLogin, bearer, completeAndRate, serviceNamed, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/** Seeded: Peshawar is city 4, Islamabad 3. No other journey works in Peshawar. */
const PESHAWAR = 4;

/**
 * Through the API: a Peshawar provider offering the service, with a photo, one order done
 * and rated 5 by a client.
 */
async function ratedProvider(request: APIRequestContext, lastName: string, serviceId: number) {
  const account = await createProvider(request, {
    firstName: 'Nadia',
    lastName,
    city_id: PESHAWAR,
  });
  const sp = await apiLogin(request, account);
  const prefs = await request.post('/api/service-provider/preferences', {
    headers: bearer(sp.token),
    data: { services: [{ serviceId, available: true }] },
  });
  expect(prefs.status()).toBe(200);
  const photo = await (await request.get('/images/logo.png')).body();
  const profile = await request.put('/api/service-provider/updateProfile', {
    headers: bearer(sp.token),
    multipart: {
      firstName: 'Nadia',
      lastName,
      phone: '03001234567',
      address: '12 Mall Road',
      city_id: String(PESHAWAR),
      gender: 'female',
      dob: '1990-04-12',
      email: account.email,
      profileImage: { name: 'me.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(profile.status()).toBe(200);

  const client = await apiLogin(request, await createClient(request, 'Omar Farooq'));
  const filed = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: {
      description: 'Twelve windows',
      city_id: PESHAWAR,
      address: '3 Saddar Road',
      service_id: serviceId,
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
  for (const [token, url, data] of [
    [client.token, '/api/saveRequestMessage', { room, request_id: requestId, price: 2500 }],
    [
      sp.token,
      '/api/updateRequestMessage',
      { room, request_id: requestId, status: 'accepted', price: 2500 },
    ],
  ] as const) {
    const res = await request.fetch(url, {
      method: url.endsWith('saveRequestMessage') ? 'POST' : 'PUT',
      headers: bearer(token),
      data,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await completeAndRate(request, client, sp, requestId, 5, 'Spotless, and on time.');
  return { ...sp, account };
}

/**
 * The name of a card's "View profile" link: the provider's name is a part only screen readers
 * read, and the browser puts a space between the two parts of the name.
 */
const viewProfileOf = (name: string) =>
  new RegExp(
    t('providers.directory.viewProfile', { name })
      .split(/<\/?hidden>/)
      .map((part) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s*'),
  );

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a visitor finds a rated provider by city and service, opens its public page, logs in for the request form, which counts providers', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const lastName = `Khan ${tag}`;
  const service = await serviceNamed(request, 'Window Cleaning');
  const sp = await ratedProvider(request, lastName, service.service_id);
  const name = `Nadia ${lastName}`;

  // ---- a visitor opens the directory from the public bar ----
  await page.goto('/');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: t('common.nav.openMenu') }).click();
  }
  await page
    .getByRole('navigation', { name: t('common.nav.main') })
    .getByRole('link', { name: t('common.nav.findProvider') })
    .click();
  await expect(page).toHaveURL(/\/FindProvider$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('providers.directory.title') }),
  ).toBeVisible();

  await choose(page, t('providers.directory.city'), named('Peshawar'));
  await choose(page, t('providers.directory.category'), named('Cleaning Services'));
  await choose(page, t('providers.directory.service'), named('Window Cleaning'));
  await expect(page).toHaveURL(/city=4/);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(
    card.getByRole('img', { name: t('providers.rating.stars', { value: '5.0' }) }),
  ).toBeVisible();
  await expect(card.getByText(t('providers.rating.reviews', { count: 1 }))).toBeVisible();
  await expect(card.getByText(t('providers.directory.jobs', { count: 1 }))).toBeVisible();
  await expect(card.getByText(named('Window Cleaning'))).toBeVisible();
  // The photo comes from the public route, without a session.
  const photo = card.getByRole('img', { name: t('providers.directory.photoOf', { name }) });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await checkPage(page, testInfo, 'find-provider');

  // Sorted by jobs, it is still there; the address keeps the choice.
  await choose(page, t('providers.directory.sortBy'), t('providers.directory.sortJobs'));
  await expect(page).toHaveURL(/sort=jobs/);
  await expect(card).toBeVisible();

  // A city nobody serves says so.
  await choose(page, t('providers.directory.city'), named('Islamabad'));
  await expect(
    page.getByText(
      t('providers.directory.emptyServiceInCity', {
        service: named('Window Cleaning'),
        city: named('Islamabad'),
      }),
    ),
  ).toBeVisible();
  await checkPage(page, testInfo, 'find-provider-empty');
  await page.goBack();
  await expect(card).toBeVisible();

  // ---- its public page opens without logging in (decision 0065) ----
  await card.getByRole('link', { name: viewProfileOf(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/providers/${sp.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole('img', { name: t('providers.rating.stars', { value: '5.0' }) }).first(),
  ).toBeVisible();

  // ---- the request form needs a client: log in, and come back to it ----
  const client = await createClient(request, 'Sara Malik');
  await page.goto(`/Categories/${service.category_id}/${service.service_id}/servicerequestform`);
  await expect(page).toHaveURL(/\/Login$/);
  await expect(
    page.getByRole('status').filter({ hasText: t('auth.loginReason.signin') }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: t('auth.fields.email') }).fill(client.email);
  await page
    .getByRole('textbox', { name: t('auth.fields.password'), exact: true })
    .fill(client.password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/servicerequestform$/);

  // ---- the request form says how many providers serve the chosen city ----
  await expect(page.getByText(t('requests.providers.chooseCity'))).toBeVisible();
  await page.getByRole('combobox', { name: t('requests.form.city') }).click();
  await page.getByRole('option', { name: named('Peshawar') }).click();
  // "1 provider in Peshawar offers this service" or "N providers in Peshawar offer this service".
  const oneOrMany = [
    tLike('requests.providers.one', {}, { city: named('Peshawar') }),
    tLike('requests.providers.many', { count: '\\d+' }, { city: named('Peshawar') }),
  ]
    .map((r) => `(?:${r.source})`)
    .join('|');
  const note = page.getByRole('status').filter({ hasText: new RegExp(oneOrMany) });
  await expect(note).toHaveText(new RegExp(`^(?:${oneOrMany})`));
  const shown = Number((await note.textContent())?.match(/\d+/)?.[0]);
  const counted = await (
    await request.get(`/api/providers/count?city_id=${PESHAWAR}&service_id=${service.service_id}`)
  ).json();
  // Both projects run at once, each adding a provider here: the count is at least this one.
  expect(shown).toBeGreaterThanOrEqual(1);
  expect(counted.count).toBeGreaterThanOrEqual(shown);
  await checkPage(page, testInfo, 'request-form-count');
  await page.getByRole('combobox', { name: t('requests.form.city') }).click();
  await page.getByRole('option', { name: named('Islamabad') }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('requests.providers.none', { city: named('Islamabad') }) }),
  ).toBeVisible();
});
