import { eq } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { jobs } from '../db/schema';
import { backends, freshDatabase } from '../test/harness';
import { Sealer } from './crypto';
import { JobQueue } from './jobs';
import { queueMail } from './mail';

/**
 * The real server (src/main.ts, bundled as `npm run build` bundles it) as a child process, killed with SIGKILL while mail jobs
 * are queued and being sent, then started again: each mail is sent exactly once. (A few seconds on
 * a quiet machine; the timeout allows for a busy one.)
 */
const root = fileURLToPath(new URL('../../../..', import.meta.url));
/** Beside the server's node_modules, so the bundle's external imports resolve. */
const bundleDir = path.join(root, 'apps/server/node_modules/.cache', `jobs-restart-${process.pid}`);
const main = path.join(bundleDir, 'main.mjs');

/** The server bundled as build.mjs bundles it (a bundle starts in half the time tsx takes). */
async function bundleServer() {
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: main,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@benefits/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  fs.cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(bundleDir, 'migrations'), {
    recursive: true,
  });
}
// Enough mail that the kill lands while some is still queued: the test reacts to the first mail in
// the outbox only after the worker has sent more: 1–25 on a quiet machine, and once, on a busy one,
// all 20 the test then queued.
const MAILS = 500;
const KEY = Buffer.alloc(32, 9).toString('base64');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Running {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  for (const key of ['SMTP_URL', 'S3_BUCKET', 'S3_ENDPOINT']) delete childEnv[key];
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-8000)));
  child.stderr!.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-8000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited before it was alive:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/webapp/test/alive`)).ok) return { child, baseUrl, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer in time:\n${log}`);
}

const kill = async (server: Running, signal: NodeJS.Signals) => {
  server.child.kill(signal);
  await server.exited;
};

const emlFiles = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];

beforeAll(bundleServer);
afterAll(() => fs.rmSync(bundleDir, { recursive: true, force: true }));

describe.each(backends)('mail jobs across a killed server on %s', (backend) => {
  let dataDir: string;
  let outbox: string;
  let env: Record<string, string>;
  let database: Database | undefined;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-restart-'));
    outbox = path.join(dataDir, 'outbox');
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      JOBS_POLL_MS: '50',
      JOBS_LEASE_SECONDS: '2',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ENCRYPTION_KEY: KEY,
      SEED_DEMO: 'false',
      MAIL_FROM: 'no-reply@benefits.example',
    };
    if (backend === 'postgres') {
      const fresh = await freshDatabase('postgres');
      ({ database, drop } = fresh);
      env.DATABASE_URL = fresh.url!;
    }
  });
  afterAll(async () => {
    await database?.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each queued mail exactly once', { timeout: 180_000 }, async () => {
    // 1. Mail queued the way a request queues it: in the transaction of its cause. One cause fails.
    const db = database ?? (await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }));
    await db.migrate();
    const queue = new JobQueue(db.db);
    const sealer = new Sealer(Buffer.from(KEY, 'base64'));
    for (let n = 1; n <= MAILS; n++) {
      await db.db.transaction((tx) =>
        queueMail({ jobs: queue, sealer }, tx, {
          to: `person${n}@example.com`,
          subject: `Mail ${n}`,
          text: `Hello ${n}`,
        }),
      );
    }
    await expect(
      db.db.transaction(async (tx) => {
        await queueMail({ jobs: queue, sealer }, tx, {
          to: 'nobody@example.com',
          subject: 'Never',
          text: '',
        });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    if (db !== database) await db.close();

    // 2. A server with a worker starts sending, and is killed as soon as the first mail is out.
    fs.mkdirSync(outbox, { recursive: true });
    let server = await startServer(env);
    await new Promise<void>((resolve) => {
      const watcher = fs.watch(outbox, () => {
        if (emlFiles(outbox).length > 0) {
          watcher.close();
          server.child.kill('SIGKILL');
          resolve();
        }
      });
      if (emlFiles(outbox).length > 0) {
        watcher.close();
        server.child.kill('SIGKILL');
        resolve();
      }
    });
    await server.exited;
    const sentBeforeKill = emlFiles(outbox).length;
    expect(sentBeforeKill).toBeGreaterThan(0);
    expect(sentBeforeKill, 'mails sent before the kill').toBeLessThan(MAILS);

    // 3. Started again, it sends the rest (the killed worker's jobs once their lease ends), once.
    server = await startServer(env);
    await expect.poll(() => emlFiles(outbox).length, { timeout: 60_000, interval: 100 }).toBe(MAILS);
    await new Promise((r) => setTimeout(r, 2_500)); // a lease and more: nothing else is sent
    await kill(server, 'SIGTERM');

    const files = emlFiles(outbox);
    expect(files).toHaveLength(MAILS);
    const ids = files.map(
      (f) => /^Message-ID: (.+)$/m.exec(fs.readFileSync(path.join(outbox, f), 'utf8'))?.[1],
    );
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(MAILS);
    // Half-written messages of the killed process stay out of the outbox.
    expect(fs.readdirSync(outbox).filter((f) => !f.endsWith('.eml'))).toEqual(['.partial']);

    const subjects = files.map(
      (f) => /^Subject: (.+)$/m.exec(fs.readFileSync(path.join(outbox, f), 'utf8'))?.[1],
    );
    expect(new Set(subjects)).toEqual(new Set(Array.from({ length: MAILS }, (_, n) => `Mail ${n + 1}`)));

    const after = database ?? (await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }));
    try {
      // The mail jobs only: a starting worker also queues the daily retention run (decision 0047).
      const rows = await after.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.name, 'mail'));
      expect(rows).toHaveLength(MAILS);
      expect(rows.every((r) => r.state === 'done')).toBe(true);
    } finally {
      if (after !== database) await after.close();
    }
  });
});
