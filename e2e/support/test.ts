import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, which also closes the browser contexts a journey opened itself
 * (`browser.newContext()` for a second user): Playwright closes only its own `context`, and a
 * left-open page keeps its socket, its polling and its banner's animation running in the
 * worker's browser for the rest of the run. Measured, 50 such pages made the journeys' browsers
 * the machine's main load (decision 0054).
 */
/**
 * Whether the app has taken over a page the server rendered (decision 0092): a button drawn by
 * the server does nothing until then, so a journey's first click must wait for it. Pages the
 * browser renders itself carry no page data and need no wait.
 */
export const appStarted = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.getElementById('page-data') || document.documentElement.dataset.appStarted === '1',
  );

export const test = base.extend<{ closeOwnContexts: undefined }>({
  // The journeys' page waits for the app after each page it opens, as a person waits for a
  // page to be ready before using it.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (response?.headers()['content-type']?.startsWith('text/html')) await appStarted(page);
      return response;
    };
    await use(page);
  },
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
