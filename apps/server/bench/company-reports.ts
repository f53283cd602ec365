// Company reports benchmark for docs/performance.md ("Company reports on a 5,000-employee company
// (issue #12)"): every company report the server knows (the report registry's `companyAdmin`
// definitions, so reports added later are measured too) over a one-year range on a company of 5,000
// employees and 500,000 claim items (seed/large-company.ts), on PostgreSQL.
//
// For each report: N calls (BENCH_RUNS, and at least BENCH_MIN_MS of calls) of POST /webapp/report/run
// as the company's administrator, in-process through app.inject (routing, session, access check,
// validation, the report's queries, paging, totals, JSON), and N runs of the same SQL directly: the
// statements sent during one call (caught at postgres.js's `unsafe`: the same text and
// parameters), replayed one after another on the same pool with postgres.js, each prepared or not as
// the API sent it (db/prepared.ts).
// (The API runs a call's independent statements side by side: the platform's password check beside
// the principal, a company report's visibility beside its reads; the replay runs them in turn, and
// the CPU ratio, which overlap does not change, is printed beside the wall-time one. A third loop
// replays them in the API's own steps, side by side as it sent them, and its ratio is printed too.)
// Prints p50/p95 of each and the ratios. Targets (issue #12): p95 ≤ 300 ms, and ≤ 1.5× the report's
// own SQL, judged on the replay in turn.
//
//   npm run bench:reports
//   BENCH_EMPLOYEES=5000 BENCH_ITEMS=500000 BENCH_RUNS=30 BENCH_EXPLAIN=1 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
//
// BENCH_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of each report's statements. BENCH_KEEP=1
// keeps the database (its name is printed) to look at plans by hand; drop it afterwards.
// BENCH_DATABASE=<name> measures a database kept that way again (no migration, seed or generation;
// it is kept afterwards too), and BENCH_ONLY=<id>,<id> measures only the reports named: together they
// let one report be measured again after a change in seconds instead of minutes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, REPORT_IDS, REPORTS, todayIso } from '@benefits/domain';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrationsFolder, type Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed';
import { generateLargeCompany } from '../src/db/seed/large-company';
import { hashPassword } from '../src/platform/passwords';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 5_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 500_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/**
 * At least this many milliseconds of calls per report (default 3,000): a report of 3 ms gets about a
 * thousand calls instead of 30, whose p95 (the second slowest) moved by more than the target between
 * two runs of the same code.
 */
const MIN_MS = Number(process.env.BENCH_MIN_MS ?? 3_000);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const REUSED = process.env.BENCH_DATABASE;
const KEEP = process.env.BENCH_KEEP === '1' || REUSED !== undefined;
const ONLY = process.env.BENCH_ONLY?.split(',').map((id) => id.trim());
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => Math.round(n * 10) / 10;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/**
 * A call's statements in the steps the API took: one sent before the answers of the step so far had
 * all come ran beside them (the platform's password check beside the principal, a company report's
 * visibility beside its reads).
 */
function stagesOf(statements: Statement[]): Statement[][] {
  const stages: Statement[][] = [];
  let answered = Number.NEGATIVE_INFINITY;
  for (const statement of [...statements].sort((a, b) => a.sent - b.sent)) {
    const current = stages.at(-1);
    if (current && statement.sent < answered) {
      current.push(statement);
      answered = Math.max(answered, statement.answered);
    } else {
      stages.push([statement]);
      answered = statement.answered;
    }
  }
  return stages;
}

/*
 * CPU time, which a loaded machine stretches less than wall time: this process's (process.cpuUsage)
 * plus that of the PostgreSQL backends serving the benchmark's database (utime + stime in
 * /proc/<pid>/stat, in clock ticks of 10 ms; PostgreSQL on this machine). Per call, the mean over the
 * N calls: about what one call takes on an idle machine, the SQL and the JavaScript running one
 * after the other.
 */
const TICK_MS = 10;
function backendTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* ended, or PostgreSQL on another machine: not counted */
    }
  }
  return ticks;
}

const admin = postgres(pgUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
const name = REUSED ?? `bench_reports_${randomBytes(4).toString('hex')}`;
if (!REUSED) await admin.unsafe(`create database ${name}`);
const url = new URL(pgUrl);
url.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));

/**
 * The statements sent while `capturing` is set, with their parameters and whether they were prepared:
 * caught where Drizzle and db/plain-rows.ts both send theirs (postgres.js's `unsafe`), so the rows the
 * reports read without Drizzle's mapping are counted as well as Drizzle's own queries, and each is
 * replayed as the API ran it.
 */
let capturing: Statement[] | undefined;
interface Statement {
  query: string;
  params: unknown[];
  prepare: boolean;
  /** When the API sent it and when its answer came (performance.now()): which ran side by side. */
  sent: number;
  answered: number;
}
const pool = postgres(url.toString(), { max: 10, onnotice: () => {} });
const client = new Proxy(pool, {
  get(target, key, receiver) {
    if (key !== 'unsafe') return Reflect.get(target, key, receiver);
    return (query: string, params?: unknown[], options?: { prepare?: boolean }) => {
      const pending = target.unsafe(query, params as never[], options);
      if (!capturing) return pending;
      const statement: Statement = {
        query,
        params: params ?? [],
        prepare: options?.prepare === true,
        sent: performance.now(),
        answered: Number.NaN,
      };
      capturing.push(statement);
      const answered = () => (statement.answered = performance.now());
      // The query itself, but for `then`, which also notes when the answer came. (A postgres.js query
      // runs when it is first awaited, after `.values()` has chosen how its rows come back.)
      return new Proxy(pending, {
        get(query, name, proxy) {
          if (name !== 'then') return Reflect.get(query, name, proxy);
          return (onAnswer?: (rows: unknown) => unknown, onError?: (error: unknown) => unknown) =>
            query.then(
              (rows) => (answered(), onAnswer ? onAnswer(rows) : rows),
              (error: unknown) => {
                answered();
                if (onError) return onError(error);
                throw error;
              },
            );
        },
      });
    };
  },
});
const db = drizzle(client, { schema });
const database: Database = {
  db,
  kind: 'postgres',
  migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
  close: () => client.end({ timeout: 5 }),
};

try {
  if (!REUSED) await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
  });
  const { app, services } = await buildApp({
    config,
    database,
    mailer: { send: async () => {} },
    logger: false,
  });
  const today = new Date(`${todayIso()}T00:00:00.000Z`);
  /** The demo world and the large company, generated in the new database. */
  const generate = async () => {
    await seedDemo(db, services.sealer, today);
    let started = performance.now();
    const generatedCompany = await generateLargeCompany(db, {
      employees: EMPLOYEES,
      items: ITEMS,
      today,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    const generated = performance.now() - started;
    started = performance.now();
    await client.unsafe('vacuum analyze');
    const analysed = performance.now() - started;
    const [size] = await client.unsafe<{ size: string }[]>(
      `select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.info(
      `generated company ${generatedCompany.employerId}: ${generatedCompany.employees} employees, ${generatedCompany.claims} claims, ${generatedCompany.items} items in ${Math.round(generated)} ms (vacuum analyze ${Math.round(analysed)} ms; database ${size?.size})`,
    );
    return generatedCompany;
  };
  /** The large company of a database kept by an earlier run (BENCH_DATABASE): its size and administrator. */
  const keptCompany = async () => {
    const [kept] = await client.unsafe<{ employer_id: number; admin_id: number; employees: number }[]>(
      `select employer_id, min(id) filter (where group_admin) as admin_id, count(*)::int as employees
         from employees group by employer_id order by count(*) desc limit 1`,
    );
    if (!kept) throw new Error(`${name} holds no company: run once with BENCH_KEEP=1 to make one`);
    const [counts] = await client.unsafe<{ claims: number; items: number }[]>(
      `select (select count(*) from claims c join employees e on e.id = c.employee_id where e.employer_id = $1)::int as claims,
              (select count(*) from claim_items i join claims c on c.id = i.claim_id join employees e on e.id = c.employee_id
                where e.employer_id = $1)::int as items`,
      [kept.employer_id],
    );
    console.info(`kept company ${kept.employer_id} in ${name}: ${kept.employees} employees`);
    return {
      employerId: kept.employer_id,
      adminId: kept.admin_id,
      employees: kept.employees,
      claims: counts?.claims ?? 0,
      items: counts?.items ?? 0,
    };
  };
  const company = REUSED ? await keptCompany() : await generate();

  /** A call, answered when its answer has been sent (what the API takes). */
  const send = (urlPath: string, data: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/webapp${urlPath}`,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      payload: JSON.stringify({ data }),
    });
  /** The client's part, outside the measured time: the answer parsed and checked (a browser's work). */
  const dataOf = (urlPath: string, res: Awaited<ReturnType<typeof send>>) => {
    const body = res.json() as { code: number; data: Record<string, unknown> };
    if (body.code !== 0) throw new Error(`${urlPath}: ${res.body.slice(0, 300)}`);
    return body.data;
  };
  const call = async (urlPath: string, data: unknown, token?: string) =>
    dataOf(urlPath, await send(urlPath, data, token));
  const token = String((await call('/login/', { id: String(company.adminId), pw: DEMO_PASSWORD })).token);

  const range = { startdate: addDays(todayIso(today), -364), enddate: todayIso(today) };
  const backends = async () =>
    (await admin.unsafe<{ pid: number }[]>(`select pid from pg_stat_activity where datname = '${name}'`)).map(
      (r) => r.pid,
    );
  /** Runs `work`, adding its wall time to `wall` and its CPU time (ms) to `cpu[0]`. */
  const measured = async <T>(work: () => Promise<T>, wall: number[], cpu: number[]): Promise<T> => {
    const pids = await backends();
    const pgBefore = backendTicks(pids);
    const nodeBefore = process.cpuUsage();
    const t0 = performance.now();
    const result = await work();
    wall.push(performance.now() - t0);
    const node = process.cpuUsage(nodeBefore);
    cpu[0]! += (node.user + node.system) / 1000 + (backendTicks(pids) - pgBefore) * TICK_MS;
    return result;
  };

  const ids = REPORT_IDS.filter(
    (id) => REPORTS[id].audience === 'companyAdmin' && (ONLY === undefined || ONLY.includes(id)),
  );
  type Row = {
    report: string;
    rows: number;
    statements: number;
    /** How many calls were measured (and as many replays). */
    runs: number;
    http: { p50: number; p95: number };
    direct: { p50: number; p95: number };
    /** How many steps the API's statements took (statements sent side by side are one step). */
    stages: number;
    /** The same statements replayed in those steps, side by side as the API sent them. */
    staged: { p50: number; p95: number };
    /** Mean CPU ms per call: the API path, and the replayed SQL. */
    cpu: { http: number; direct: number };
  };
  const results: Row[] = [];
  const failed: string[] = [];
  for (const id of ids) {
    const payload = { report: id, ...range };
    let warm: number;
    try {
      // The median of a few calls sets how many are measured: the first call alone (plans, caches,
      // code not yet compiled) took several times longer and left a small report too few calls.
      const warmTimes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await call('/report/run', payload, token);
        warmTimes.push(performance.now() - t0);
      }
      warm = summary(warmTimes).p50;
    } catch (error) {
      // A report that refuses or fails is named at the end; the others are still measured.
      failed.push(`${id}: ${(error as Error).message}`);
      continue;
    }
    capturing = [];
    const answer = await call('/report/run', payload, token);
    const statements = capturing;
    capturing = undefined;
    const stages = stagesOf(statements);
    const replay = (s: Statement) =>
      pool.unsafe(s.query, s.params as never[], { prepare: s.prepare }).values();
    const httpTimes: number[] = [];
    const directTimes: number[] = [];
    const stagedTimes: number[] = [];
    const httpCpu = [0];
    const directCpu = [0];
    const runs = Math.max(RUNS, Math.ceil(MIN_MS / Math.max(warm, 0.1)));
    // Interleaved, so all three see the same load on this shared machine.
    for (let i = 0; i < runs; i++) {
      dataOf('/report/run', await measured(() => send('/report/run', payload, token), httpTimes, httpCpu));
      await measured(
        async () => {
          for (const s of statements) await replay(s);
        },
        directTimes,
        directCpu,
      );
      await measured(
        async () => {
          for (const stage of stages) await Promise.all(stage.map(replay));
        },
        stagedTimes,
        [0], // CPU is the same as in turn: overlap does not change it
      );
    }
    const row: Row = {
      report: id,
      rows: Number(answer.total ?? (answer.rows as unknown[]).length),
      statements: statements.length,
      http: summary(httpTimes),
      direct: summary(directTimes),
      stages: stages.length,
      staged: summary(stagedTimes),
      runs,
      cpu: { http: httpCpu[0]! / runs, direct: directCpu[0]! / runs },
    };
    results.push(row);
    console.info(
      `${id}: ${row.rows} rows, ${row.statements} statements, ${row.runs} calls, p50 ${ms(row.http.p50)} / ${ms(row.direct.p50)} ms, p95 ${ms(row.http.p95)} / ${ms(row.direct.p95)} ms, side by side in ${row.stages} steps p50 ${ms(row.staged.p50)} p95 ${ms(row.staged.p95)} ms, CPU ${ms(row.cpu.http)} / ${ms(row.cpu.direct)} ms`,
    );
    if (EXPLAIN) {
      for (const s of statements) {
        const plan = await client.unsafe<{ 'QUERY PLAN': string }[]>(
          `explain (analyze, buffers) ${s.query}`,
          s.params as never[],
        );
        console.info(`\n-- ${id}: ${s.query}\n-- params: ${JSON.stringify(s.params)}`);
        console.info(plan.map((p) => p['QUERY PLAN']).join('\n'));
      }
    }
  }

  console.info(
    `\n${company.employees} employees, ${company.items} claim items (${company.claims} claims); range ${range.startdate} to ${range.enddate}; at least ${RUNS} calls and ${MIN_MS} ms of calls per report; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.info(
    '| report | rows | statements | calls | p50 ms | p95 ms | SQL p50 ms | SQL p95 ms | p95 ratio | steps | SQL side by side p50 / p95 ms | p95 ratio side by side | CPU ms | SQL CPU ms | CPU ratio | ≤ 300 ms, ≤ 1.5× |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const ratio = r.http.p95 / r.direct.p95;
    const stagedRatio = r.http.p95 / r.staged.p95;
    const ok = r.http.p95 <= 300 && ratio <= 1.5;
    console.info(
      `| ${r.report} | ${r.rows} | ${r.statements} | ${r.runs} | ${ms(r.http.p50)} | ${ms(r.http.p95)} | ${ms(r.direct.p50)} | ${ms(r.direct.p95)} | ${ratio.toFixed(2)} | ${r.stages} | ${ms(r.staged.p50)} / ${ms(r.staged.p95)} | ${stagedRatio.toFixed(2)} | ${ms(r.cpu.http)} | ${ms(r.cpu.direct)} | ${(r.cpu.http / r.cpu.direct).toFixed(2)} | ${ok ? 'yes' : 'no'} |`,
    );
  }
  for (const f of failed) console.info(`not measured: ${f}`);
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (KEEP) console.info(`kept database ${name}`);
  else await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
