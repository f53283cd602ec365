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

// The checks and the tests in lanes side by side (docs/performance.md "Test suite time", twelfth
// session), each lane printing its output whole when it ends (the end-to-end lane as it comes), a
// failed lane failing the run once all have ended:
// - the build (when stale); then, beside each other, the weight of /login measured on it (its
//   manifest and .br copies) and the end-to-end tests (one Vitest run: the journeys, then the
//   shared-server files), which need the build and are the longest lane: they start as soon as it is
//   there;
// - the type-check, and lint then format, beside the build (each mostly on one core); then the unit
//   and API tests (another Vitest run), once those two have ended.
// The end-to-end files drive a browser against servers and mostly wait on them: alone they kept one
// of the two cores busy at most, and they share nothing with the unit and API projects. A third
// Vitest run at once (the journeys apart from the shared-server files) was tried: the load reached
// 12 on the 2 cores and web and end-to-end tests timed out on their waits.
step('Checks, then the unit and API tests, beside the build, then the end-to-end tests');
const RUNS = [
  { name: 'unit-api', filter: '!e2e*', title: 'Unit and API tests (domain, contract, web, server)' },
  { name: 'e2e', filter: 'e2e*', title: 'End-to-end tests (e2e-journeys, then e2e)', live: true },
];
const [UNIT_API, E2E] = RUNS;
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
const notRun = (title) => ({ title: `${title} (not run: the build failed)`, ok: false, seconds: 0 });
const built = lane('Build (when stale)', buildIsStale() ? [['npm', ['run', 'build']]] : []);
const weighed = built.then((build) =>
  build.ok
    ? lane('The weight of /login', [
        ['node', ['apps/web/scripts/login-weight.mjs', '--dist', 'apps/web/dist']],
      ])
    : notRun('The weight of /login'),
);
const endToEnd = built.then((build) =>
  build.ok ? lane(E2E.title, [vitest(E2E)], { env, live: true }) : notRun(E2E.title),
);
const checked = Promise.all([
  lane('Type-check', [['npm', ['run', 'typecheck', '--silent']]]),
  lane('Lint, then format', [
    ['npx', ['eslint', '.', '--max-warnings', '0', ...cache('eslint/')]],
    ['npx', ['prettier', '--check', '.', '--log-level', 'warn', ...cache('prettier/.prettier-cache')]],
  ]),
]);
const unitApi = checked.then(() => lane(UNIT_API.title, [vitest(UNIT_API)], { env }));
const lanes = [await built, await weighed, ...(await checked), await unitApi, await endToEnd];
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
console.info('\nTime of each lane:');
for (const { title, seconds } of lanes) console.info(`  ${title}: ${seconds} s`);
const failed = lanes.filter((l) => !l.ok);
if (failed.length) console.error(`\n✗ Failed: ${failed.map((l) => l.title).join('; ')}`);
console.info(
  `\nTests: ${counts.passed} passed, ${counts.failed} failed` +
    (counts.skipped ? `, ${counts.skipped} skipped` : ''),
);
process.exit(failed.length === 0 && counts.failed === 0 ? 0 : 1);
