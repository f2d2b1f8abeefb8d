import { createProvider } from './support/accounts';
import { e2eLanguage, named, t } from './support/i18n';
import { bearer } from './support/marketplace';
import { checkPage } from './support/page-check';
import { type APIRequestContext, expect, type Page, test, withoutScripts } from './support/test';

/** Seeded: Leak Repair is service 1 of Plumbing; "nalka" (a tap) is a starting synonym. */
const LEAK_REPAIR = 1;
/** Seeded: Karachi is city 1. */
const KARACHI = 1;

/** Through the API: a provider offering leak repair, whose name has nothing of "nalka". */
async function plumber(request: APIRequestContext, lastName: string) {
  const account = await createProvider(request, { firstName: 'Kashif', lastName });
  const login = await request.post('/api/login', { data: account });
  expect(login.status()).toBe(200);
  const { token, user_ID } = await login.json();
  const prefs = await request.post('/api/service-provider/preferences', {
    headers: bearer(token),
    data: { services: [{ serviceId: LEAK_REPAIR, available: true }] },
  });
  expect(prefs.status()).toBe(200);
  return user_ID as number;
}

async function search(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: t('providers.search.label') });
  await box.fill(words);
  // The keyboard sends it, as a person typing would.
  await box.press('Enter');
}

test('search finds a provider by a misspelled Roman-Urdu word', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const lastName = `Butt ${testInfo.project.name}${Date.now().toString(36)}`;
  const spId = await plumber(request, lastName);
  const name = `Kashif ${lastName}`;

  await page.goto('/FindProvider');
  // "nalkay": Roman Urdu for a tap, misspelt; the admin's synonym "nalka" leads to leak repair.
  await search(page, 'nalkay');
  const results = page.getByRole('list', {
    name: t('providers.search.results', { query: 'nalkay' }),
  });
  await expect(results).toBeVisible();
  await expect(results.getByRole('listitem').first()).toContainText(named('Leak Repair'));
  const link = results.getByRole('link', { name, exact: true });
  // Newest first among the unrated: ours is on the first pages even beside other journeys'.
  for (let more = 0; more < 5 && !(await link.isVisible()); more++) {
    const button = page.getByRole('button', {
      name: t('common.loadMore.button', { what: t('providers.search.loadMoreWhat') }),
    });
    if (!(await button.isVisible())) break;
    await button.click();
  }
  await expect(link).toBeVisible();
  await expect(results).toContainText(
    t('providers.search.offers', { service: named('Leak Repair') }),
  );
  await checkPage(page, testInfo, 'search-results');

  // A word nothing matches says so.
  await search(page, 'zzqxj');
  await expect(page.getByText(t('providers.search.emptyTitle', { query: 'zzqxj' }))).toBeVisible();
  await checkPage(page, testInfo, 'search-empty');

  // The provider's result opens its public page.
  await search(page, 'nalkay');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/providers/${spId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a search sent before the app has taken over the page still finds, in the address’s language and filters', async ({
  browser,
  page,
}) => {
  const visitor = await (await withoutScripts(browser)).newPage();
  await visitor.goto(`/FindProvider?lang=${e2eLanguage}&city=${KARACHI}`);
  await visitor.getByRole('searchbox', { name: t('providers.search.label') }).fill('nalkay');
  await visitor.getByRole('searchbox', { name: t('providers.search.label') }).press('Enter');
  await expect(visitor).toHaveURL(
    new RegExp(`/FindProvider\\?lang=${e2eLanguage}&city=${KARACHI}&q=nalkay$`),
  );

  // The app, once it runs at that address, searches for those words.
  await page.goto(new URL(visitor.url()).pathname + new URL(visitor.url()).search);
  const results = page.getByRole('list', {
    name: t('providers.search.results', { query: 'nalkay' }),
  });
  await expect(results.getByRole('listitem').first()).toContainText(named('Leak Repair'));
  await expect(page.getByRole('searchbox', { name: t('providers.search.label') })).toHaveValue(
    'nalkay',
  );
});
