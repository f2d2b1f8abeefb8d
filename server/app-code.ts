/**
 * Everything the start needs after the database is open, loaded by main.ts while the database
 * opens (decision 0110): its parsing fills the time the main thread would otherwise wait for
 * PGlite's WebAssembly to compile and its files to be read.
 */
export { buildApp } from './app';
export { DEMO_CLIENT, DEMO_PASSWORD, DEMO_PROVIDER, seedDemoData } from './db/demo-data';
export { migrateToLatest } from './db/migrate';
export { seedReferenceDataOnStart } from './db/seed';
export { ensureAdminAccount } from './modules/auth/admin-account';
