import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// The end-to-end projects: the built app served by the built server (embedded PGlite in a fresh data
// directory), driven in Debian's Chromium through playwright-core. Run `npm run build` first.
//
// Two projects (docs/performance.md "Test suite time"): `e2e-journeys`, the files that start a
// server of their own (`privateJourney` in support/journey.ts) and so share nothing with any other
// file, one at a time (E2E_JOURNEY_WORKERS=2: two); then `e2e`, the files that share one server
// (global-setup.ts), one at a time. Both start their servers from one migrated and seeded template,
// made once per run.
// (Vitest runs a group of projects with one worker count, so the two cannot be side by side with
// different counts.) A file joins `e2e-journeys` by calling privateJourney; nothing to list.
const root = fileURLToPath(new URL('..', import.meta.url));
const e2eDir = path.join(root, 'e2e');

function e2eFiles(): string[] {
  return fs
    .readdirSync(e2eDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => path.posix.join('e2e', file.split(path.sep).join('/')));
}

const ownServer = (file: string) =>
  fs.readFileSync(path.join(root, file), 'utf8').includes('privateJourney(');
const journeys = e2eFiles().filter(ownServer);

/** How many journeys run side by side: E2E_JOURNEY_WORKERS (a whole number from 1), else 1. */
function journeyWorkers(): number {
  const asked = Number(process.env.E2E_JOURNEY_WORKERS ?? 1);
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

const shared: TestProjectInlineConfiguration['test'] = {
  root,
  environment: 'node',
  pool: 'forks',
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // Vitest's default (1 s) is shorter than one upload or render on a loaded 2-core CI machine.
  expect: { poll: { timeout: 15_000, interval: 100 } },
};

/** The two e2e projects, for the root vitest.config.ts. */
export const e2eProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...shared,
      name: 'e2e',
      include: ['e2e/**/*.e2e.ts'],
      exclude: journeys,
      globalSetup: ['e2e/support/global-setup.ts'],
      // One server for all its files: one file at a time, after the journeys.
      fileParallelism: false,
      sequence: { groupOrder: 3 },
    },
  },
  {
    test: {
      ...shared,
      name: 'e2e-journeys',
      include: journeys,
      globalSetup: ['e2e/support/global-setup-journeys.ts'],
      // After the unit and API projects (group 1), one journey at a time by default. Two at a time
      // (E2E_JOURNEY_WORKERS=2, each with its own server and browser) took `npm test` to 14:00–14:57
      // in the thirteenth session, but four of its six runs lost a test to a race the extra load
      // brought out (the tour's Exit, a menu group's slide, axe during a colour fade, a menu's
      // growth; docs/performance.md "Thirteenth session"). Each was fixed where it was; the default
      // stays one at a time until runs at two are green in a row.
      maxWorkers: journeyWorkers(),
      // The files of a worker run in one process, one after the other: each journey takes the server
      // the one before left starting for it (support/private-server.ts `startSpare`), and the support
      // modules are imported once. No journey mocks a module or keeps state outside its own hooks.
      isolate: false,
      sequence: { groupOrder: 2 },
    },
  },
];
