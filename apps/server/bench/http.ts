// HTTP benchmark for docs/performance.md: requests per second and latency percentiles of /login/,
// an authenticated /employee, and a bare Fastify route doing the same single-row query, on embedded
// PGlite and (when reachable) PostgreSQL. The load tool is autocannon, in this process; the servers
// run in child processes (the production bundle, apps/server/dist/main.mjs).
//
//   npm run build && npm run bench            # or: npx tsx apps/server/bench/http.ts
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Row = {
  backend: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function waitAlive(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/webapp/test/alive`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function load(url: string, body: unknown, headers: Record<string, string> = {}) {
  return autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const row = (backend: string, target: string, r: autocannon.Result): Row => ({
  backend,
  target,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors,
  non2xx: r.non2xx,
});

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    const name = `bench_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  } catch {
    await admin.end().catch(() => {});
    return undefined;
  }
}

async function benchBackend(backend: 'pglite' | 'postgres', databaseUrl?: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The bench signs in thousands of times; lift the per-address throttle for it.
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  };
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
    env,
    stdio: 'ignore',
  });
  const rows: Row[] = [];
  try {
    await waitAlive(port);
    const base = `http://127.0.0.1:${port}/webapp`;
    const credentials = { data: { id: '100001', pw: 'demo-password' }, meta: { appType: 'web' } };
    rows.push(
      row(
        backend,
        'POST /webapp/login/ (argon2id verify + session insert)',
        await load(`${base}/login/`, credentials),
      ),
    );
    const signIn = (await (
      await fetch(`${base}/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      })
    ).json()) as {
      data: { token: string };
    };
    rows.push(
      row(
        backend,
        'POST /webapp/employee (authenticated)',
        await load(`${base}/employee`, { data: {} }, { token: signIn.data.token }),
      ),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  // The bare route runs against the same (now seeded) database, after the app server has stopped.
  const barePort = port + 1;
  const bare = fork(path.join(here, 'bare.ts'), [], {
    env: { ...env, PORT: String(barePort), PGLITE_DIR: path.join(dataDir, 'pglite') },
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  });
  try {
    await new Promise<void>((resolve, reject) => {
      bare.once('message', () => resolve());
      bare.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
    });
    rows.push(
      row(
        backend,
        'POST /bare/employee (bare Fastify, same single-row query)',
        await load(`http://127.0.0.1:${barePort}/bare/employee`, {}),
      ),
    );
  } finally {
    bare.kill('SIGTERM');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

const results: Row[] = [...(await benchBackend('pglite'))];
const pg = await createPgDatabase();
if (pg) {
  try {
    results.push(...(await benchBackend('postgres', pg.url)));
  } finally {
    await pg.drop();
  }
} else {
  console.warn(`PostgreSQL not reachable at ${pgUrl}: skipped`);
}

console.info(
  `\n${seconds} s per target, ${connections} connections, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), Node ${process.version}\n`,
);
console.info('| database | target | requests/s | p50 ms | p99 ms | errors | non-2xx |');
console.info('|---|---|---:|---:|---:|---:|---:|');
for (const r of results)
  console.info(`| ${r.backend} | ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
