import os from 'node:os';
import path from 'node:path';

/** Where the browser tests' server listens and keeps its data (its mail outbox included). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3107);
export const e2eDataDir = path.join(os.tmpdir(), `marketplace-e2e-${e2ePort}`);
export const e2eAdmin = { username: 'e2e-admin', password: 'e2e admin password' };
/** Signs the test server's sessions, and lets a test sign an email's unsubscribe link. */
export const e2eJwtSecret = 'e2e-secret-that-is-long-enough-for-hs256';

/**
 * The journeys' push service (server/test/push-endpoint.ts) listens on loopback at a port of
 * its Playwright worker's parallel index (one per worker, so parallel journeys do not
 * share one); e2e/serve.ts lets the server push to these origins (PUSH_EXTRA_ENDPOINT_ORIGINS).
 * Ten apart: CI's two passes run side by side on neighbouring E2E_PORTs and must not share one.
 */
export const e2ePushPort = (parallelIndex: number) => e2ePort + 200 + parallelIndex * 10;
/** The journeys' WhatsApp Cloud API (e2e/support/fake-whatsapp-cloud.ts), run by e2e/serve.ts. */
export const e2eWhatsAppPort = e2ePort + 300;

/** More than Playwright's workers (playwright.config.ts): each worker's index is below it. */
const PUSH_WORKER_SLOTS = 4;
export const e2ePushOrigins = Array.from(
  { length: PUSH_WORKER_SLOTS },
  (_, index) => `http://127.0.0.1:${e2ePushPort(index)}`,
);
