import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { e2eProjects } from './e2e/vitest.projects';

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
          // Vitest's default is one worker fewer than the cores: one on a 2-core machine, a file at a
          // time, a core idle whenever that file waits on PostgreSQL. The API files take two at least,
          // in a group of their own; the other projects run as before, never beside them (on 2 cores
          // one file at a time; e2e always so, last: it has no file parallelism).
          maxWorkers: Math.max(2, availableParallelism() - 1),
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
