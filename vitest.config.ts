import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { e2eProjects } from './e2e/vitest.projects.ts';

/**
 * Two workers at least: Vitest's default is one fewer than the cores, one on a 2-core machine, where
 * a worker waiting on jsdom's timers or PostgreSQL leaves a core idle. The unit projects (domain,
 * contract, web: one group, one worker count) and the server project each take this many.
 */
const TWO_WORKERS_AT_LEAST = Math.max(2, availableParallelism() - 1);

// One Vitest run, one project per workspace. `npm test` runs them all; the e2e project
// drives the built app in Debian's Chromium (see e2e/README.md).
export default defineConfig({
  test: {
    // The e2e projects' global teardown stops their servers (up to 10 s each before a kill).
    teardownTimeout: 30_000,
    projects: [
      {
        test: {
          name: 'domain',
          maxWorkers: TWO_WORKERS_AT_LEAST,
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          maxWorkers: TWO_WORKERS_AT_LEAST,
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
          // Each file builds its own app on its own databases (test/harness.ts) and no test mocks a
          // module: the files of a worker share one module graph instead of importing the server
          // again for every file (docs/performance.md "Twelfth session").
          isolate: false,
          // In a group of its own, after the unit projects and before the e2e ones
          // (e2e/vitest.projects.ts); a core no longer idles while a file waits on PostgreSQL.
          maxWorkers: TWO_WORKERS_AT_LEAST,
          sequence: { groupOrder: 1 },
          // Migrated template databases, made once and copied per file (src/test/templates.ts).
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      './apps/web/vite.config.ts',
      ...e2eProjects,
    ],
  },
});
