import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built app served by the built server (embedded PGlite in a fresh data
// directory), driven in Debian's Chromium through playwright-core. Run `npm run build` first.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // Vitest's default (1 s) is shorter than one upload or render on a loaded 2-core CI machine.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
