import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';
import { e2eLocale } from './i18n';

export * from '@playwright/test';

/**
 * Playwright's `test`, which also closes the browser contexts a journey opened itself
 * (`browser.newContext()` for a second user): Playwright closes only its own `context`, and a
 * left-open page keeps its socket, its polling and its banner's animation running in the
 * worker's browser for the rest of the run. Measured, 50 such pages made the journeys' browsers
 * the machine's main load (decision 0054).
 */
/** Contexts a journey opened with scripts disabled: no app ever takes their pages over. */
export const withoutApp = new WeakSet<BrowserContext>();

/**
 * A visitor's browser with scripts disabled: every page is what the server drew. Inside a
 * journey, Playwright gives it the project's size and touch, as the journey's own page has.
 */
export async function withoutScripts(browser: Browser, locale = e2eLocale) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale });
  withoutApp.add(context);
  return context;
}

/**
 * Waits until the app has taken over a page the server rendered (decision 0092): a button drawn
 * by the server (the search form's aside) does nothing until then, as a person finds before the
 * page is ready, and a part whose code is still on its way (the footer, the home page's
 * sections) takes over once it has come. Pages the browser renders itself carry no page data
 * and need no wait.
 */
export async function appStarted(page: Page): Promise<void> {
  if (withoutApp.has(page.context())) return;
  const rendered = await page.waitForFunction(() => {
    if (!document.getElementById('page-data')) return 'browser';
    return document.documentElement.dataset.appStarted === '1' ? 'server' : false;
  });
  if ((await rendered.jsonValue()) === 'server') await page.waitForLoadState('networkidle');
}

/**
 * Every page of the journeys (the fixture's and those of contexts a journey opens) waits for
 * the app after `goto` and `reload` of a page, before the journey uses it.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Page & { appWaits?: true };
  if (proto.appWaits) return;
  proto.appWaits = true;
  for (const name of ['goto', 'reload'] as const) {
    const load = proto[name] as (this: Page, ...args: unknown[]) => ReturnType<Page['goto']>;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: async function (this: Page, ...args: unknown[]) {
        const response = await load.apply(this, args);
        if (response?.headers()['content-type']?.startsWith('text/html')) await appStarted(this);
        return response;
      },
    });
  }
}

export const test = base.extend<{ closeOwnContexts: undefined; appWaits: undefined }>({
  // Auto: a journey's own contexts' pages (a second user, a visitor) wait as the fixture's does.
  appWaits: [
    async ({ page }, use) => {
      waitForTheAppAfterLoads(page);
      await use(undefined);
    },
    { auto: true },
  ],
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
