import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, which also closes the browser contexts a journey opened itself
 * (`browser.newContext()` for a second user): Playwright closes only its own `context`, and a
 * left-open page keeps its socket, its polling and its banner's animation running in the
 * worker's browser for the rest of the run. Measured, 50 such pages made the journeys' browsers
 * the machine's main load (decision 0054).
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
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
