import { createProvider } from './support/accounts';
import { named, t } from './support/i18n';
import { bearer } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

/** Seeded: Peshawar is city 4. */
const PESHAWAR = 4;

test('a visitor walks from all services to a service, to its city page, and on to a provider; an unknown city says so', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const lastName = `Landing ${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Bilal ${lastName}`;
  const all: { service_id: number; name: string }[] = await (
    await request.get('/api/activeServices')
  ).json();
  const flooring = all.find((s) => s.name === 'Flooring Installation');
  if (!flooring) throw new Error('no Flooring Installation');
  const account = await createProvider(request, { lastName, city_id: PESHAWAR });
  const login = await (
    await request.post('/api/login', { data: { email: account.email, password: account.password } })
  ).json();
  const prefs = await request.post('/api/service-provider/preferences', {
    headers: bearer(login.token),
    data: { services: [{ serviceId: flooring.service_id, available: true }] },
  });
  expect(prefs.status()).toBe(200);
  const names = { service: named('Flooring Installation'), city: named('Peshawar') };

  // ---- the catalog, found from the footer ----
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('common.footer.allServices') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.services.title'));
  await checkPage(page, testInfo, 'landing-services');

  // ---- a service: the cities it is offered in ----
  await page
    .getByRole('link', { name: t('landing.services.serviceLink', { service: names.service }) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('landing.services.serviceLink', { service: names.service }),
  );
  await checkPage(page, testInfo, 'landing-service');

  // ---- the service in a city: the provider's card, the price guide or not, a quote ----
  await page.getByRole('link', { name: t('landing.service.cityLink', names) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('landing.serviceCity.title', names),
  );
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('landing.serviceCity.requestQuote') }),
  ).toBeVisible();
  await checkPage(page, testInfo, 'landing-service-city');
  const cityPage = new URL(page.url());

  // ---- on to the provider's public page ----
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/providers/${login.user_ID}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // ---- a city that is not on the list ----
  const service = cityPage.pathname.split('/')[2];
  await page.goto(`/services/${service}/999999-nowhere${cityPage.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.notFound.title'));
  await page.getByRole('link', { name: t('landing.notFound.back') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.services.title'));
});
