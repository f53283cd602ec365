import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run, one project per workspace. `npm test` runs them all; the e2e project
// drives the built app in Debian's Chromium (see e2e/README.md).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, one
    // test file at a time, a core idle whenever that file waits on PostgreSQL. Two at least. The e2e
    // project still runs alone, after the others (it has no file parallelism: its own group).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Migrated template databases, made once and copied per file (src/test/templates.ts).
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      './apps/web/vite.config.ts',
      './e2e/vitest.config.ts',
    ],
  },
});
