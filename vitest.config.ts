import { defineConfig } from 'vitest/config';
import { importAliases } from './import-aliases.config.ts';

/**
 * Test files whose outcome does not depend on the run's database engine (docs/decisions/
 * 0041-ci-in-half.md): they open no database, or one of a fixed engine whatever the run
 * (PGlite itself, or the machine's PostgreSQL). CI runs them once; every other server test
 * runs on the run's engine and so on both. A file listed here that opens the run's database
 * fails, saying so (server/test/test-database.ts).
 */
const onceOnly = [
  'client/**/*.test.ts',
  'contracts/**/*.test.ts',
  'locales/**/*.test.ts',
  'scripts/**/*.test.ts',
  'server/config.test.ts',
  'server/lib/address-key.test.ts',
  'server/modules/audit-log/csv-cells.test.ts',
  'server/lib/email-layout/**/*.test.ts',
  'server/lib/file-store.test.ts',
  'server/lib/first-start.test.ts',
  'server/lib/limiter.test.ts',
  'server/lib/project-root.test.ts',
  'server/realtime/socket.test.ts',
  'server/modules/billing/invoice-plan.test.ts',
  'server/modules/billing/pdf-text.test.ts',
  'server/modules/requests/request-area.test.ts',
  'server/modules/requests/when-text.test.ts',
  'server/db/lock.test.ts',
  'server/events/group-commit.test.ts',
  'server/surface/hostile-socket-acks.test.ts',
  // PGlite whatever the run:
  'server/db/pglite-open.test.ts',
  'server/db/pglite-pool.test.ts',
  'server/db/pglite-thread.test.ts',
  'server/db/pglite-restarts.test.ts',
  // The machine's PostgreSQL whatever the run:
  'server/db/migrations/0010-offers.test.ts',
  'server/db/migrations/0016-provider-directory.test.ts',
  'server/surface/database-faults.test.ts',
  'server/surface/several-nodes.test.ts',
  // The compiled server on an embedded database of its own whatever the run:
  'server/surface/first-start-lock.test.ts',
];

/** Files that mock a module: they need a module graph of their own. */
const ownModules = ['server/modules/auth/registration-cost.test.ts'];

/**
 * Files share their worker's modules (`isolate: false`): the app's module graph is imported
 * once a worker instead of once a file, which saves a third of the CPU a run takes. That is
 * safe because no test changes a module's state for the next file: the singletons are
 * read-only (catalogs, the i18n instance) or hand out unique values (test/factories.ts), and
 * a fake clock is put back after its test. A file that mocks a module runs isolated.
 */
export default defineConfig({
  resolve: { alias: importAliases() },
  test: {
    pool: 'forks',
    // CI runs these beside two browser passes on two cores, where a test took up to four times
    // its quiet time (the query-plans test: 31.8 s against 30); a hang still fails. A test
    // sets a limit of its own only to have longer: a shorter one (fresh PGlite clusters at 60 s)
    // timed out in a CI run at load 15.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['server/**/*.test.ts'],
          exclude: [...onceOnly, ...ownModules],
          globalSetup: ['server/test/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'engine-isolated',
          include: ownModules,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'once', include: onceOnly, isolate: false } },
    ],
  },
});
