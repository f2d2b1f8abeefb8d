import { defineConfig } from '@playwright/test';
import { chromium } from './e2e/support/chromium';
import { e2ePort as port } from './e2e/support/e2e-env';
import { e2eLocale } from './e2e/support/i18n';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // None while a journey is written; CI passes --retries=1 and names each flaky one (decision 0085).
  retries: 0,
  // CI runs the journeys beside the Vitest lane on 2 cores: a page may take several times its
  // quiet-machine time (decision 0041).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: e2eLocale,
    launchOptions: chromium,
    screenshot: 'only-on-failure',
    // No half-faded toast or modal under the accessibility scan (the theme honours it).
    contextOptions: { reducedMotion: 'reduce' },
    // Recording a trace cost a third of the journeys' time, failed or not (decision 0054); a
    // failure keeps its screenshot and page snapshot. `--trace on` records one when needed.
    trace: 'off',
    // The service worker has its own journeys (installable-app, push-devices, reach), which
    // allow it; elsewhere it would only add its install to every new context's first page.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'tsx e2e/serve.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // A fresh database, its migrations and seed, on a machine busy with the other lane: a
    // loaded run once took more than a minute to start.
    timeout: 180_000,
    // The server's warnings and errors (LOG_LEVEL=warn) go to the pass's log, where CI's
    // failure summary (.ci/failures.mjs) finds them.
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
