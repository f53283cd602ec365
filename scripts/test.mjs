// `npm test`: every check a newcomer needs to trust the build — type-check, lint, format, the weight
// of /login, build,
// then unit, API (on PGlite, and on PostgreSQL when one answers) and end-to-end tests in Chromium.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildIsStale, installIfNeeded, lane, root, run, step, stepTimes } from './lib.mjs';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const cache = (location) => [
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  path.join(root, 'node_modules', '.cache', location),
];

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  step("Installing Debian's chromium for the end-to-end tests");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

// At the end, passed or failed: how long each step took (issue #15, docs/performance.md "Test suite time").
process.on('exit', () => {
  const lines = stepTimes();
  if (lines.length) console.info(`\nTime of each step (m:ss):\n${lines.join('\n')}`);
});

step('Preparing (npm packages, Chromium, PostgreSQL)');
installIfNeeded();
ensureChromium();

const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_PG;
const env = { ...process.env };
delete env.DATABASE_URL;
if (await reachable(pgUrl)) {
  env.TEST_DATABASE_URL = pgUrl;
  console.info(`API tests run on PGlite and on PostgreSQL at ${new URL(pgUrl).host}`);
} else if (process.env.CI && !process.env.ALLOW_NO_POSTGRES) {
  console.error(
    `No PostgreSQL answers at ${pgUrl}; CI runs the API suite on it (set ALLOW_NO_POSTGRES=1 to skip).`,
  );
  process.exit(1);
} else {
  console.info('No PostgreSQL reachable: API tests run on PGlite only.');
}

// The checks and the tests, in two lanes side by side (docs/performance.md "Fourteenth session"):
// - the type-check beside lint then format (each mostly on one core), then, once both passed, the
//   unit and API tests (domain, contract, web, server);
// - the build (when stale), then the weight of /login measured on that build (its manifest and .br
//   copies), then the end-to-end tests in Chromium (the journeys, then the shared-server files).
// The end-to-end tests need only the build, and drive a browser against servers, mostly waiting on
// them: they start as soon as the build is there instead of after the type-check and lint, and are
// the longer lane. The unit and API tests share nothing with them. A failed check or build stops the
// other lane at once. The end-to-end output is printed as it comes, every other lane's whole when it
// ends. (A third Vitest run, the shared-server files beside the journeys, was tried twice: all at
// once in the twelfth session, the machine's load reached 12 and tests timed out; after the unit and
// API tests in the fourteenth, the shared-server files ran 65 % slower and the run took longer.)
step('Checks, then unit and API tests, beside the build, then end-to-end tests');
const RUNS = [
  { name: 'unit-api', filter: '!e2e*', title: 'Unit and API tests (domain, contract, web, server)' },
  { name: 'e2e', filter: 'e2e*', title: 'End-to-end tests (e2e-journeys, then e2e)', live: true },
];
const reportOf = (name) => path.join(root, 'node_modules', '.cache', `vitest-${name}.json`);
fs.mkdirSync(path.dirname(reportOf('x')), { recursive: true });
const vitest = ({ filter, name }) => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    filter,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportOf(name)}`,
  ],
];
for (const { name } of RUNS) fs.rmSync(reportOf(name), { force: true });
const stopAll = new AbortController();
const { signal } = stopAll;
/**
 * A lane's parts one after the other. A failed part before the last (a check, the build) stops both
 * lanes; failed tests (the last part) let the other lane's tests finish, so the counts are whole.
 */
async function inTurn(...parts) {
  const done = [];
  for (const [i, part] of parts.entries()) {
    if (signal.aborted) break;
    const result = await part();
    done.push(result);
    if (!result.ok) {
      if (i < parts.length - 1) stopAll.abort();
      break;
    }
  }
  return done;
}
const [unit, e2e] = RUNS;
const results = (
  await Promise.all([
    inTurn(
      async () => {
        const checks = await Promise.all([
          lane('Type-check', [['npm', ['run', 'typecheck', '--silent']]], { signal }),
          lane(
            'Lint, then format',
            [
              ['npx', ['eslint', '.', '--max-warnings', '0', ...cache('eslint/')]],
              [
                'npx',
                ['prettier', '--check', '.', '--log-level', 'warn', ...cache('prettier/.prettier-cache')],
              ],
            ],
            { signal },
          ),
        ]);
        return { title: checks.map((c) => c.title).join('; '), ok: checks.every((c) => c.ok), parts: checks };
      },
      () => lane(unit.title, [vitest(unit)], { env, signal }),
    ),
    inTurn(
      () =>
        lane(
          'Build (when stale), then the weight of /login',
          [
            ...(buildIsStale() ? [['npm', ['run', 'build']]] : []),
            ['node', ['apps/web/scripts/login-weight.mjs', '--dist', 'apps/web/dist']],
          ],
          { signal },
        ),
      () => lane(e2e.title, [vitest(e2e)], { env, live: true, signal }),
    ),
  ])
).flat();
const runs = results.flatMap((r) => r.parts ?? [r]);
for (const { title, seconds, ok } of runs) console.info(`  ${ok ? '✓' : '✗'} ${title}: ${seconds} s`);
if (signal.aborted && runs.some((r) => !r.ok)) {
  console.error(
    `\n✗ Failed: ${runs
      .filter((r) => !r.ok)
      .map((r) => r.title)
      .join('; ')}`,
  );
}
const counts = { passed: 0, failed: 0, skipped: 0 };
for (const { name } of RUNS) {
  try {
    const r = JSON.parse(fs.readFileSync(reportOf(name), 'utf8'));
    counts.passed += r.numPassedTests;
    counts.failed += r.numFailedTests;
    counts.skipped += r.numPendingTests;
  } catch {
    // No report: the run did not get as far as its tests (its lane says why).
    counts.failed += 1;
  }
}
console.info(
  `\nTests: ${counts.passed} passed, ${counts.failed} failed` +
    (counts.skipped ? `, ${counts.skipped} skipped` : ''),
);
process.exit(runs.every((r) => r.ok) && counts.failed === 0 ? 0 : 1);
