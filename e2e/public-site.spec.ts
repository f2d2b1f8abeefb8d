import { COPYRIGHT_YEAR } from '../contracts/constants';
import { createClient, signInAs } from './support/accounts';
import { named, t } from './support/i18n';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

/** The slide on show: the banner's slides are named by their role, in the run's language. */
const SLIDE = `[aria-roledescription="${t('publicSite.banner.slideRole')}"]`;
const slideOf = (index: number) => t('publicSite.banner.slide', { index, count: 3 });

/** The seeded categories, in the run's language (decision 0059). */
const categories = [
  'Plumbing Services',
  'Electrical Services',
  'Carpentry Services',
  'Cleaning Services',
  'Home Renovation Services',
  'Automotive Services',
].map(named);

test('home shows the banner, the six categories and the footer', async ({ page }, testInfo) => {
  await page.goto('/');
  const cards = page.getByRole('link').filter({ has: page.getByRole('heading', { level: 3 }) });
  for (const name of categories) {
    await expect(cards.filter({ hasText: name })).toBeVisible();
  }
  await expect(
    page.getByRole('link', { name: t('publicSite.banner.register') }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: t('publicSite.home.howTitle') })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: t('publicSite.home.testimonialsTitle') }),
  ).toBeVisible();
  await expect(
    page.getByText(t('common.footer.copyright', { year: COPYRIGHT_YEAR })),
  ).toBeVisible();
  // Every category icon and banner is a real image, not a broken one.
  const broken = await page
    .locator('img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.src),
    );
  expect(broken).toEqual([]);
  // The first banner loads, in the format and width the browser chose (decision 0096).
  const banner = await page
    .locator(`${SLIDE}[aria-hidden="false"] img`)
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(banner).toMatch(/\/images\/home-1-(800|1600)\.avif$/);
  const fetched = await page.request.get(banner);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('image/avif');
  await checkPage(page, testInfo, 'home');
});

/**
 * Installs the page's fake clock, loads home and stops the clock there: from then on the
 * page's time moves only when the test moves it, so a slow machine's real seconds cannot turn
 * the banner between two steps. Returns the banner's visible slide.
 */
async function homeWithStoppedClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  const active = page.locator(`${SLIDE}[aria-hidden="false"]`);
  await expect(active).toHaveCount(1);
  await page.clock.pauseAt(Date.now() + 1_000);
  return active;
}

/** The number (1 to 3) of the slide a label names. */
function slideNumberOf(label: string | null): number {
  const index = [1, 2, 3].find((i) => slideOf(i) === label);
  if (!index) throw new Error(`not a slide's label: ${label}`);
  return index;
}

test.describe('the banner turning', () => {
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('advances by itself, and stops for good with its pause button', async ({ page }) => {
    const active = await homeWithStoppedClock(page);
    const shown = slideNumberOf(await active.getAttribute('aria-label'));
    await page.clock.fastForward(5_100);
    const next = (shown % 3) + 1;
    await expect(active).toHaveAttribute('aria-label', slideOf(next));
    await page.getByRole('button', { name: t('publicSite.banner.pause') }).click();
    await page.mouse.move(0, 0); // away from the banner: hovering pauses it too
    await expect(page.getByRole('button', { name: t('publicSite.banner.play') })).toBeVisible();
    await page.clock.fastForward(12_000);
    await expect(active).toHaveAttribute('aria-label', slideOf(next));
  });
});

test('with reduced motion asked for, the banner stays until play is pressed', async ({ page }) => {
  const active = await homeWithStoppedClock(page);
  await page.clock.fastForward(12_000);
  await expect(active).toHaveAttribute('aria-label', slideOf(1));
  await page.getByRole('button', { name: t('publicSite.banner.play') }).click();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5_100);
  await expect(active).toHaveAttribute('aria-label', slideOf(2));
});

test('a signed-in client is offered the categories, not a registration', async ({
  page,
  request,
}) => {
  await signInAs(page, await createClient(request));
  await page.goto('/');
  await expect(
    page.getByRole('link', { name: t('publicSite.banner.browseCategories') }).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: t('publicSite.banner.register') })).toHaveCount(0);
});

test('a visitor who opens a category is told to log in and is brought back to it', async ({
  page,
  request,
}) => {
  const client = await createClient(request);
  await page.goto('/');
  await page.getByRole('link', { name: new RegExp(named('Plumbing Services')) }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await expect(
    page.getByRole('status').filter({ hasText: t('auth.loginReason.signin') }),
  ).toBeVisible();
  await page.getByLabel(t('auth.fields.email')).fill(client.email);
  await page.locator('input[type=password]').fill(client.password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/Categories\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: named('Plumbing Services') }),
  ).toBeVisible();
});

test('an expired session says so and returns to the page after logging in again', async ({
  page,
  request,
}) => {
  const client = await createClient(request);
  const login = await (await request.post('/api/login', { data: client })).json();
  await page.goto('/About');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user_ID', String(s.user_ID));
    localStorage.setItem('usertype', s.role);
  }, login);
  // The session ends on the server (as an expired or revoked token does).
  const logout = await request.post('/api/logout', {
    headers: { authorization: `Bearer ${login.token}` },
  });
  expect(logout.ok()).toBe(true);
  await page.goto('/ClientDashBoard');
  await expect(page).toHaveURL(/\/Login$/);
  await expect(
    page.getByRole('status').filter({ hasText: t('auth.loginReason.expired') }),
  ).toBeVisible();
  await page.getByLabel(t('auth.fields.email')).fill(client.email);
  await page.locator('input[type=password]').fill(client.password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/ClientDashBoard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('orders.dashboard.title') }),
  ).toBeVisible();
});

test('a category card leads a client to its page with its services', async ({
  page,
  request,
}, testInfo) => {
  await signInAs(page, await createClient(request));
  await page.goto('/');
  await page.getByRole('link', { name: new RegExp(named('Plumbing Services')) }).click();
  await expect(page).toHaveURL(/\/Categories\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: named('Plumbing Services') }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: t('catalog.category.breadcrumb') }),
  ).toContainText(t('catalog.categories.title'));
  for (const service of [
    'Leak Repair',
    'Pipe Installation',
    'Drain Cleaning',
    'Water Heater Services',
    'Sewer Line Services',
  ]) {
    await expect(page.getByRole('heading', { name: named(service) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: new RegExp(named('Leak Repair')) })).toHaveAttribute(
    'href',
    /\/Categories\/\d+\/\d+\/servicerequestform$/,
  );
  await checkPage(page, testInfo, 'category');
});

test('the categories page lists every active category', async ({ page, request }, testInfo) => {
  await signInAs(page, await createClient(request));
  await page.goto('/categories');
  await expect(
    page.getByRole('heading', { level: 1, name: t('catalog.categories.title') }),
  ).toBeVisible();
  for (const name of categories) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(1);
  }
  await checkPage(page, testInfo, 'categories');
});

test('an unknown category says so', async ({ page, request }, testInfo) => {
  await signInAs(page, await createClient(request));
  await page.goto('/Categories/9999');
  await expect(page.getByText(t('catalog.category.notFound'))).toBeVisible();
  await page.goto('/Categories/not-a-number');
  await expect(page.getByText(t('catalog.category.notFound'))).toBeVisible();
  await checkPage(page, testInfo, 'category-not-found');
  // A service's form under a category that is not offered says so of the category only.
  await page.goto('/Categories/9999/1/servicerequestform');
  await expect(
    page.getByRole('heading', { level: 1, name: t('requests.notFound.categoryTitle') }),
  ).toBeVisible();
  await expect(page.getByText(t('requests.notFound.categoryText'))).toBeVisible();
  await expect(page.getByText(t('requests.notFound.serviceText'))).toHaveCount(0);
});

test('about lists the three features; routes ignore case', async ({ page }, testInfo) => {
  await page.goto('/about');
  await expect(
    page.getByRole('heading', { level: 1, name: t('publicSite.about.title') }),
  ).toBeVisible();
  for (const feature of [
    t('publicSite.about.features.chat.title'),
    t('publicSite.about.features.requests.title'),
    t('publicSite.about.features.finding.title'),
  ]) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await checkPage(page, testInfo, 'about');
});

test('an unknown path shows a not-found page with a way home', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: t('common.notFound.title') })).toBeVisible();
  await page.getByRole('link', { name: t('common.notFound.backHome') }).click();
  await expect(page).toHaveURL(/\/$/);
  await checkPage(page, testInfo, 'not-found');
});

test('the public bar navigates, through the menu on a phone', async ({ page }, testInfo) => {
  await page.goto('/');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: t('common.nav.openMenu') }).click();
  }
  await page
    .getByRole('navigation', { name: t('common.nav.main') })
    .getByRole('link', { name: t('common.nav.about') })
    .click();
  await expect(page).toHaveURL(/\/About$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('publicSite.about.title') }),
  ).toBeVisible();
});

test('the server under test runs on the database engine this run asked for', async ({
  request,
}) => {
  const health = await (await request.get('/api/health')).json();
  expect(health).toEqual({
    status: 'ok',
    database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
  });
});

test('home says so when no category is active', async ({ page }) => {
  await page.route('**/api/categories', (route) => route.fulfill({ json: [] }));
  // Reached in the app, the home page reads the categories from the browser (the server renders
  // a first visit's with its own read).
  await page.goto('/Login');
  await page.getByRole('link', { name: t('common.homeLink') }).click();
  await expect(page.getByText(t('catalog.categories.none'))).toBeVisible();
});

test("a page that cannot load shows the router's error screen", async ({ page }) => {
  // The login page's code chunk fails to arrive, as on a flaky connection mid-deploy.
  await page.route(/\/assets\/login-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/Login');
  await expect(page.getByRole('heading', { name: t('common.routeError.title') })).toBeVisible();
});
