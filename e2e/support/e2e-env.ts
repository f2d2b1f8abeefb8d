import os from 'node:os';
import path from 'node:path';

/** Where the browser tests' server listens and keeps its data (its mail outbox included). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3107);
export const e2eDataDir = path.join(os.tmpdir(), `marketplace-e2e-${e2ePort}`);
export const e2eAdmin = { username: 'e2e-admin', password: 'e2e admin password' };
/** Signs the test server's sessions, and lets a test sign an email's unsubscribe link. */
export const e2eJwtSecret = 'e2e-secret-that-is-long-enough-for-hs256';
