import { defineConfig } from 'vitest/config';
import { importAliases } from './import-aliases.config.ts';

export default defineConfig({
  resolve: { alias: importAliases() },
  test: {
    include: [
      'server/**/*.test.ts',
      'contracts/**/*.test.ts',
      'locales/**/*.test.ts',
      'client/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
