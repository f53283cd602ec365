import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/main.mjs');
/**
 * How long a server may take to answer: a copy of the template answers in 1–3 s, but the template's
 * own run migrates and seeds, which took more than 90 s at a load average of 25 (2 cores).
 */
const ALIVE_TIMEOUT_MS = 180_000;
/** Configuration that would reach outside the machine: the e2e servers use PGlite, local files, the outbox. */
const EXTERNAL_CONFIG = [
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  // Without a bucket, the server refuses the other S3 settings at boot (docs/decisions/0016).
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface PrivateServer {
  baseUrl: string;
  /** The server's data directory (its mail outbox is `outbox/` in it). */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * How to end each server this process started and has not stopped, at once, without waiting: for a
 * worker about to exit (see `startSpare`).
 */
const unstopped = new Set<() => void>();

export interface ServerOptions {
  /** Also write the server's whole output to this file. */
  logFile?: string;
  /** Also echo the server's output to this process's standard output. */
  echo?: boolean;
  /**
   * A data directory to start from (copied, never changed): the migrated and seeded template that
   * global-setup makes once (`prepareSeededTemplate`), so a server skips migrating and seeding.
   */
  template?: string;
  /** Extra environment for the server (e.g. JOBS_WORKER=false for the template's own run). */
  env?: NodeJS.ProcessEnv;
  /** Keep the data directory when stopping (the template is kept for the other servers). */
  keepDataDir?: boolean;
}

/**
 * The built server on a free port of 127.0.0.1 with a fresh data directory (embedded PGlite, local
 * files, mail to the outbox), once it answers GET /webapp/test/alive. `stop` ends it and removes the
 * data directory. `name` says whose server it is in error messages.
 */
export async function startServer(name: string, options: ServerOptions = {}): Promise<PrivateServer> {
  if (!fs.existsSync(serverEntry)) throw new Error('Run `npm run build` at the repository root first.');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `benefits-e2e-${name}-`));
  if (options.template) fs.cpSync(options.template, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The address in mail links and payment return pages: the one the browser uses.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  // A server whose log is kept logs at its usual level; the others only warnings.
  if (!options.logFile) env.LOG_LEVEL = 'warn';
  for (const key of EXTERNAL_CONFIG) delete env[key];

  let log = '';
  const logFile = options.logFile ? fs.createWriteStream(options.logFile) : undefined;
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    logFile?.write(chunk);
    if (options.echo) process.stdout.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let stopping = false;
  let alive = false;
  child.once('exit', (code, signal) => {
    if (alive && !stopping) {
      console.error(
        `\nThe ${name} e2e server exited unexpectedly (${code ?? signal}):\n${log.slice(-4_000)}`,
      );
    }
  });

  const abandon = () => {
    stopping = true;
    child.kill('SIGTERM');
    if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  unstopped.add(abandon);
  const stop = async () => {
    unstopped.delete(abandon);
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    logFile?.end();
    if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A server that never answered leaves nothing behind, not even a template's directory.
  const discard = async () => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + ALIVE_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await discard();
      throw new Error(
        `The ${name} e2e server exited (${child.exitCode ?? child.signalCode}) before it was alive:\n${log}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/webapp/test/alive`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        alive = true;
        return { baseUrl, dataDir, stop };
      }
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await discard();
  throw new Error(
    `The ${name} e2e server was not alive within ${ALIVE_TIMEOUT_MS / 1000} s (${lastError}):\n${log}`,
  );
}

/**
 * Migrates and seeds a database once, in a data directory that every e2e server then starts from as
 * a copy (`template`): a fresh server spends most of its start migrating and seeding (about 5 s on a
 * quiet machine, 10–45 s on a loaded one), a copy opens in about 1 s. The template's server runs no
 * jobs, so each copy runs the seed's due jobs itself, as a fresh server would. Returns the directory
 * and a function that removes it.
 */
export async function prepareSeededTemplate(): Promise<{ dir: string; remove: () => void }> {
  const server = await startServer('template', { env: { JOBS_WORKER: 'false' }, keepDataDir: true });
  await server.stop();
  // Nothing the template's run wrote besides its database and keys belongs in the copies.
  fs.rmSync(path.join(server.dataDir, 'outbox'), { recursive: true, force: true });
  return { dir: server.dataDir, remove: () => fs.rmSync(server.dataDir, { recursive: true, force: true }) };
}

/** One template for the run, shared by both e2e projects' global setups (see sharedSeededTemplate). */
interface SharedTemplate {
  ready: Promise<{ dir: string; remove: () => void }>;
  users: number;
}
const SHARED_TEMPLATE = Symbol.for('benefits.e2e.seededTemplate');
type WithSharedTemplate = typeof globalThis & { [SHARED_TEMPLATE]?: SharedTemplate };

/**
 * The run's seeded template (`prepareSeededTemplate`), made once however many global setups ask for
 * it: Vitest runs every project's global setup in its main process, one after the other, before any
 * test, so the `e2e` and `e2e-journeys` projects would otherwise each migrate and seed one (5–8 s on
 * a quiet machine, more than a minute at a load of 25). `release` removes it after the last user.
 */
export async function sharedSeededTemplate(): Promise<{ dir: string; release: () => void }> {
  const scope = globalThis as WithSharedTemplate;
  const shared = (scope[SHARED_TEMPLATE] ??= { ready: prepareSeededTemplate(), users: 0 });
  shared.users += 1;
  const { dir, remove } = await shared.ready;
  let released = false;
  return {
    dir,
    release: () => {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      delete scope[SHARED_TEMPLATE];
      remove();
    },
  };
}

/** The seeded template's directory that global-setup provides to the test files, if it made one. */
function seededTemplate(): string | undefined {
  const dir = inject('seededTemplate');
  return dir && fs.existsSync(path.join(dir, 'pglite')) ? dir : undefined;
}

/**
 * The server the next journey of this worker will take, started as the current journey takes its
 * own: a journey after the first waits for no server start (about 2.6 s on a quiet machine, 5 s and
 * more under the suite's load; docs/performance.md "Fourteenth session"). The journeys' files share
 * their worker (`isolate: false` in vitest.projects.ts), so the next file finds it here. It is a copy
 * of the template like any other, started a little earlier: its due jobs have run when it is taken,
 * as they have on any server a few seconds after it answers.
 */
let spare: Promise<PrivateServer> | undefined;
let endsWithWorker = false;

function startSpare(): void {
  spare = startServer('journey', { template: seededTemplate() });
  spare.catch(() => {}); // a spare that could not start fails the journey that takes it, with its log
  // Vitest ends the worker with SIGTERM after the last file: the spare nobody took (started or still
  // starting) ends with it.
  if (!endsWithWorker) {
    endsWithWorker = true;
    process.once('SIGTERM', () => {
      for (const abandon of unstopped) abandon();
      process.exit(143);
    });
  }
}

/**
 * A built server of a journey's own (see startServer), started and stopped by that journey. For
 * journeys that change the demo world for good — the account journey edits 100001 and completes the
 * forced steps of 100005–100007; the claims journey lowers 100001's balance and counts towards her
 * audit sampling — while others read those accounts as seeded, and Vitest does not fix the order of
 * files. The one the previous journey left ready when there is one (see `spare`).
 */
export function startPrivateServer(journey: string): Promise<PrivateServer> {
  const taken = spare ?? startServer(journey, { template: seededTemplate() });
  startSpare();
  return taken;
}
