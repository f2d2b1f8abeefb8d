import { seedCategories } from '../server/db/seed-data';
import { createClient, signInAs } from './support/accounts';
import { e2eLanguage, named, t } from './support/i18n';
import { reviewedProvider, serviceNamed, tLike } from './support/marketplace';
import { expect, type Page, test, withoutScripts } from './support/test';

/** Seeded: Karachi is city 1 (the price guide's journey works there with another service). */
const KARACHI = 1;
const PLUMBING = seedCategories[0];

/** React's complaints when the page it takes over is not the page it would have drawn. */
function hydrationFaults(page: Page): string[] {
  const faults: string[] = [];
  const isFault = (text: string) => /hydrat|#418|#419|#423|#425/i.test(text);
  page.on('pageerror', (error) => isFault(String(error)) && faults.push(String(error)));
  page.on('console', (m) => m.type() === 'error' && isFault(m.text()) && faults.push(m.text()));
  return faults;
}

test('with scripts disabled, a visitor reads the home page, the directory and a provider’s page', async ({
  browser,
  page,
}) => {
  const lastName = `Noscript${Date.now() % 100_000}`;
  const leak = (await serviceNamed(page.request, PLUMBING?.services[0]?.[0] ?? '')).service_id;
  await reviewedProvider(page.request, { lastName, serviceId: leak, cityId: KARACHI });
  const visitor = await (await withoutScripts(browser)).newPage();

  await visitor.goto('/');
  await expect(visitor.locator('html')).toHaveAttribute('lang', e2eLanguage);
  await expect(
    visitor.getByRole('heading', { name: t('publicSite.banner.slides.help.title') }),
  ).toBeVisible();
  await expect(
    visitor.getByRole('heading', { name: t('publicSite.home.servicesTitle') }),
  ).toBeVisible();
  await expect(visitor.getByText(named(PLUMBING?.name ?? ''), { exact: true })).toBeVisible();

  await visitor.goto(`/FindProvider?city=${KARACHI}&service=${leak}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: t('providers.directory.title') }),
  ).toBeVisible();
  const card = visitor.getByRole('link', { name: new RegExp(`Farah ${lastName}`) });
  await expect(card).toBeVisible();

  // Without scripts, a link is a page the server renders too.
  await card.click();
  await expect(visitor).toHaveURL(/\/providers\/\d+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: `Farah ${lastName}` })).toBeVisible();
  await expect(visitor.getByText('Even floors, finished early.')).toBeVisible();
});

test('the Urdu address of a public page is rendered in Urdu, right to left, whatever the browser asks', async ({
  browser,
}) => {
  const visitor = await (await withoutScripts(browser, 'en-US')).newPage();
  await visitor.goto('/?lang=ur');
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(visitor.getByRole('heading', { name: 'ہماری خدمات' })).toBeVisible();
});

test('the app takes over a page the server rendered without drawing it again', async ({ page }) => {
  const faults = hydrationFaults(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: t('publicSite.banner.slides.help.title') }),
  ).toBeVisible();
  // Taken over: a link now changes the page in the browser, without a new document.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  const allServices = page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('common.footer.allServices') });
  // The footer takes over once its code has come (a part of its own): its link, then, is React's.
  await expect
    .poll(() => allServices.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__react'))))
    .toBe(true);
  await allServices.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.services.title'));
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(faults).toEqual([]);
});

test('the footer’s links stay where the server drew them when the app takes the page over', async ({
  browser,
  page,
}) => {
  // Each part of the footer's last row (its links, "Install the app"): where it starts across the
  // page, and how wide it is.
  const row = (p: Page) =>
    p
      .getByRole('contentinfo')
      .getByRole('link', { name: t('common.footer.terms') })
      .locator('xpath=..')
      .locator('> *')
      .evaluateAll((links) =>
        links.map((a) => {
          const box = a.getBoundingClientRect();
          return `${a.textContent}: ${Math.round(box.left)} +${Math.round(box.width)}`;
        }),
      );
  const drawn = await (await withoutScripts(browser)).newPage();
  await drawn.goto('/');
  const byServer = await row(drawn);
  expect(byServer).toHaveLength(4);

  await page.goto('/');
  const terms = page.getByRole('contentinfo').getByRole('link', { name: t('common.footer.terms') });
  // Taken over once the footer's code has come (a part of its own).
  await expect
    .poll(() => terms.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__react'))))
    .toBe(true);
  expect(await row(page)).toEqual(byServer);
});

test('a signed-in client’s public page is drawn by the app, its signed-in header without a layout shift', async ({
  page,
  request,
}) => {
  await signInAs(page, await createClient(request, 'Sana Header'));
  await page.addInitScript(() => {
    const w = window as { shifted?: number };
    w.shifted = 0;
    // Only shifts of the header's own parts: the page's text may reflow as its font arrives.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        const inHeader = entry.sources?.some(
          (source) => source.node instanceof Element && source.node.closest('header') !== null,
        );
        if (!entry.hadRecentInput && inHeader) w.shifted = (w.shifted ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto('/About');
  expect(await response?.text()).toContain('<div id="root"></div>');
  // The bell is the signed-in header's at both widths (the links are in the phone's menu).
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: tLike('notifications.bell.label', { unread: '\\d+' }) }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { shifted?: number }).shifted)).toBeLessThanOrEqual(
    0.02,
  );
});
