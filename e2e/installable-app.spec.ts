import type { PushPayload } from '../contracts/alerts';
import { LANGUAGE_NAMES, type Language } from '../locales/languages';
import { textOf } from '../server/lib/i18n';
import { e2eLanguage, t } from './support/i18n';
import { checkPage } from './support/page-check';
import { deliverPushToServiceWorker, shownNotifications } from './support/push-delivery';
import { type BrowserContext, expect, type Page, test } from './support/test';

// This journey needs the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

// A first visit's worker is registered once the page is idle, and precaches before it takes over.
test.describe.configure({ timeout: 90_000 });

/** Opens the home page and waits until the service worker, registered late, controls it. */
async function openControlled(page: Page): Promise<void> {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 40_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** Every URL kept in any of the page's caches (the Cache Storage its service worker fills). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });

/** The service worker of this context (registered by the page). */
async function serviceWorkerOf(context: BrowserContext) {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

test('the service worker controls the page, keeps no API answer, and offline a page is the offline page', async ({
  page,
  context,
}, testInfo) => {
  await openControlled(page);
  // The home page has asked the API for its categories by now.
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

  const cached = await cachedUrls(page);
  expect(cached).toContain('/offline.html');
  expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  const stale = cached.filter(
    (url) => /^\/(api|socket\.io)(\/|$)/.test(url) || url === '/' || url.endsWith('index.html'),
  );
  expect(stale).toEqual([]);

  await context.setOffline(true);
  await page.goto('/About');
  for (const language of ['en', 'ur'] as const) {
    await expect(
      page.getByRole('heading', { name: textOf(language, 'app.offline.title') }),
    ).toBeVisible();
  }
  await checkPage(page, testInfo, 'offline-page');
  // Still offline, "Try again" loads the page again, and finds the connection still gone.
  const retry = page.getByRole('button', { name: textOf('en', 'app.offline.retry') });
  await page.evaluate(() => {
    (window as { tried?: boolean }).tried = true;
  });
  await retry.click();
  // Asked while the page reloads, the old page's context is gone: asked again.
  await expect
    .poll(() =>
      page.evaluate(() => (window as { tried?: boolean }).tried ?? false).catch(() => true),
    )
    .toBe(false);
  await expect(retry).toBeVisible();
  // With the connection back, the page loads by itself.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/About$/);
  // The offline page (under the same address) gives way to the page itself.
  await expect(page.getByRole('heading', { name: textOf('en', 'app.offline.title') })).toHaveCount(
    0,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await cachedUrls(page)).filter((url) => url.startsWith('/api'))).toEqual([]);
});

test('the manifest link follows the language, and each manifest names the app in it', async ({
  page,
  request,
}) => {
  const other: Language = e2eLanguage === 'en' ? 'ur' : 'en';
  const manifestLink = page.locator('link[rel="manifest"]');
  await page.goto('/');
  await expect(manifestLink).toHaveAttribute('href', `/manifest.${e2eLanguage}.webmanifest`);

  await page
    .getByRole('button', { name: t('common.language.switchTo', { name: LANGUAGE_NAMES[other] }) })
    .click();
  await expect(manifestLink).toHaveAttribute('href', `/manifest.${other}.webmanifest`);
  await page.reload();
  await expect(manifestLink).toHaveAttribute('href', `/manifest.${other}.webmanifest`);

  const manifest = await (await request.get(`/manifest.${other}.webmanifest`)).json();
  expect(manifest).toMatchObject({
    name: textOf(other, 'app.manifest.name'),
    lang: other,
    dir: other === 'ur' ? 'rtl' : 'ltr',
  });
});

test('a push delivered to the service worker shows its notification, and its click opens its page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await openControlled(page);

  const payload: PushPayload = {
    title: 'نیا کام',
    body: 'Plumbing Services in Lahore',
    url: '/About',
    tag: 'e2e-push',
  };
  // What is no PushPayload is dropped without a word (and breaks nothing).
  await deliverPushToServiceWorker(page, 'not json');
  await deliverPushToServiceWorker(page, { ...payload, url: 'https://evil.example/' });
  await deliverPushToServiceWorker(page, payload);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: '/About' },
        lang: 'ur',
        dir: 'rtl',
        icon: expect.stringMatching(/\/icons\/icon-192\.png$/),
        badge: expect.stringMatching(/\/icons\/badge-96\.png$/),
      },
    ]);

  // A real click cannot be made from here: the worker is given the click event Chromium
  // would give it, for the notification it showed.
  const worker = await serviceWorkerOf(context);
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification tagged ${tag}`);
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, payload.tag);
  await expect(page).toHaveURL(/\/About$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test('"Install the app" in the footer explains how to install where the browser made no offer', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: t('common.installApp') }).click();
  const dialog = page.getByRole('dialog', { name: t('app.install.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t('app.install.desktop'))).toBeVisible();
  await expect(dialog.getByText(t('app.install.ios'))).toBeVisible();
  await checkPage(page, testInfo, 'install-help');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test("the install help puts Safari's Share, Add to Home Screen first", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: t('common.installApp') }).click();
    const dialog = page.getByRole('dialog', { name: t('app.install.title') });
    const steps = dialog.getByText(/./);
    await expect(dialog.getByText(t('app.install.ios'))).toBeVisible();
    const texts = await steps.allInnerTexts();
    expect(texts.indexOf(t('app.install.ios'))).toBeLessThan(
      texts.indexOf(t('app.install.desktop')),
    );
  });
});

test('where the browser says the app runs installed, there is nothing to install', async ({
  page,
}) => {
  // Chromium cannot emulate `display-mode: standalone`; iOS Safari says so this way, which the
  // app reads too.
  await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  await page.goto('/');
  await expect(page.getByText(t('common.footer.terms'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('common.installApp') })).toHaveCount(0);
});
