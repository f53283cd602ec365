import { defineConfig } from 'vitest/config';

// One Vitest run, one project per workspace. `npm test` runs them all; the e2e project
// drives the built app in Debian's Chromium (see e2e/README.md).
export default defineConfig({
  test: {
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
        },
      },
      './apps/web/vite.config.ts',
      './e2e/vitest.config.ts',
    ],
  },
});
