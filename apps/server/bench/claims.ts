// Claims benchmark for docs/performance.md ("Claims: submit and report"): latency percentiles of
// /claim/submit and of the employee's claim and balance reports for an employee with 10,000 past
// claims, on embedded PGlite (file-backed, as `npm start` uses it) and on PostgreSQL when reachable.
//
// In-process: the app is built with buildApp (NODE_ENV=production: no response-contract check) and
// called through app.inject, one request at a time, so the figures are the server's own work
// (routing, session, validation, handler, SQL) without the network or a load generator.
//
//   npx tsx apps/server/bench/claims.ts
//   BENCH_CLAIMS=10000 BENCH_SUBMITS=200 BENCH_REPORTS=200 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayIso } from '@benefits/domain';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { balanceLedger, claimFiles, claimItems, claims, employees, files } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 10_000);
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 200);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 200);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const EMPLOYEE = 100_060;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
).toString('base64');

type Row = { backend: string; target: string; n: number; p50: number; p99: number; max: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => Math.round(n * 10) / 10;

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    const name = `bench_claims_${randomBytes(4).toString('hex')}`;
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

async function benchBackend(backend: 'pglite' | 'postgres', url?: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-claims-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase({ url, pgliteDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const { app, services } = await buildApp({
    config,
    database,
    mailer: { send: async () => {} },
    logger: false,
  });
  const db = database.db;
  await seedDemo(db, services.sealer);

  // A claimant in Ontario with 10,000 paid claims of two items each over the last two years.
  const [olivia] = await db.select().from(employees).where(eq(employees.id, 100001));
  await db
    .insert(employees)
    .values({ ...olivia!, id: EMPLOYEE, email: 'bench@example.com', sinEncrypted: null });
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  const started = performance.now();
  await db.execute(sql`
    insert into claims (employee_id, type, status, origin, plan_year, claimed_cents, payable_cents,
      admin_fee_cents, hst_cents, rst_cents, prem_cents, total_cents, funded, submitted_at, created_at, updated_at)
    select ${EMPLOYEE}, 'HSA', 'P', 'O', ${year}, 10000, 10000, 800, 104, 800, 216, 11920, true,
      now() - (g * interval '1 hour' * 1.7), now() - (g * interval '1 hour' * 1.7), now()
    from generate_series(1, ${CLAIMS}) g`);
  await db.execute(sql`
    insert into claim_items (claim_id, patient_name, service_id, service_name, provider, service_date, amount_cents, breakdown)
    select c.id, p.name, p.service, p.service_name, 'Bench Clinic', to_char(c.submitted_at, 'YYYY-MM-DD'), 5000,
      '{"totalPayableAmount":5000}'::jsonb
    from claims c cross join (values ('Olivia Tremblay', 2, 'Dental'), ('Léa Tremblay', 3, 'Vision Care')) p(name, service, service_name)
    where c.employee_id = ${EMPLOYEE}`);
  await db.execute(sql`
    insert into balance_ledger (employee_id, account, plan_year, amount_cents, kind, reference, claim_id, created_at)
    select ${EMPLOYEE}, 'HSA', ${year}, -10000, 'CLAIM', 'Claim ' || id, id, submitted_at
    from claims where employee_id = ${EMPLOYEE}`);
  await db.execute(sql`
    insert into balance_ledger (employee_id, account, plan_year, amount_cents, kind, reference, created_at)
    values (${EMPLOYEE}, 'HSA', ${year}, ${CLAIMS * 10_000 + 100_000_000}, 'FUNDING', 'Bench deposit', now() - interval '3 years')`);
  if (backend === 'postgres') await db.execute(sql`analyze`);
  console.info(`${backend}: ${CLAIMS} claims written in ${Math.round(performance.now() - started)} ms`);

  // `from`: the caller's address, for endpoints limited per address per minute (uploads).
  const call = async (url: string, data: unknown, token?: string, from?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/webapp${url}`,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      payload: JSON.stringify({ data }),
      ...(from ? { remoteAddress: from } : {}),
    });
    return res;
  };
  const json = async (url: string, data: unknown, token?: string, from?: string) => {
    const res = await call(url, data, token, from);
    const body = res.json() as { code: number; data: Record<string, unknown> };
    if (body.code !== 0) throw new Error(`${url}: ${res.body}`);
    return body.data;
  };
  const token = String((await json('/login/', { id: String(EMPLOYEE), pw: 'demo-password' })).token);

  const time = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };
  const row = (target: string, times: number[]): Row => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      backend,
      target,
      n: times.length,
      p50: ms(percentile(sorted, 50)),
      p99: ms(percentile(sorted, 99)),
      max: ms(sorted.at(-1)!),
    };
  };
  const rows: Row[] = [];

  // Submissions: build each claim (two items, a receipt) untimed, then time the submission alone.
  const submits: number[] = [];
  for (let i = 0; i < SUBMITS; i++) {
    const { claimId } = (await json('/claim/id', { type: 'HSA' }, token)) as { claimId: number };
    const item = { patient: '0', service: 2, provider: 'Harbord Dental Centre' };
    await json(
      '/claim/item/add',
      { claimId, ...item, service_date: today, amount: `${40 + (i % 50)}.25` },
      token,
    );
    await json(
      '/claim/item/add',
      { claimId, ...item, service_date: addDays(today, -1), amount: '75' },
      token,
    );
    // Uploads are limited per address per minute: each claim's receipt comes from its own address.
    const from = `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    await json('/claim/upload', { claimId, fileName: `r${i}.png`, content: PNG }, token, from);
    submits.push(await time(() => json('/claim/submit', { claimId }, token)));
    // Every 8th claim is sampled for audit, which blocks new claims: settle it outside the timing.
    await db.update(employees).set({ auditState: 0 }).where(eq(employees.id, EMPLOYEE));
  }
  rows.push(row('POST /claim/submit (2 items, receipt; lock, price, write, notify, mail)', submits));

  // 50 employees submit one claim each at the same moment: on PostgreSQL they run in parallel (a
  // pool of 10 connections), on PGlite one after another. (One employee's submissions queue on
  // their row lock by design; claims-concurrency.test.ts checks that.)
  const burstIds = Array.from({ length: 50 }, (_, i) => 100_100 + i);
  await db
    .insert(employees)
    .values(burstIds.map((id) => ({ ...olivia!, id, email: `bench${id}@example.com`, sinEncrypted: null })));
  await db.insert(balanceLedger).values(
    burstIds.map((id) => ({
      employeeId: id,
      account: 'HSA',
      planYear: year,
      amountCents: 100_000,
      kind: 'FUNDING' as const,
      reference: 'Bench deposit',
    })),
  );
  const burstClaims = await db
    .insert(claims)
    .values(burstIds.map((id) => ({ employeeId: id, type: 'HSA', status: 'R', origin: 'O' })))
    .returning({ id: claims.id, employeeId: claims.employeeId });
  await db.insert(claimItems).values(
    burstClaims.map((c) => ({
      claimId: c.id,
      patientName: 'Olivia Tremblay',
      serviceId: 2,
      serviceName: 'Dental',
      provider: 'Harbord Dental Centre',
      serviceDate: today,
      amountCents: 6_000,
    })),
  );
  const receipts = await db
    .insert(files)
    .values(
      burstClaims.map((c) => ({
        ownerKind: 'employee',
        ownerId: String(c.employeeId),
        purpose: 'receipt',
        storageKey: `receipt/2026/01/${randomUUID()}`,
        fileName: 'r.png',
        mimeType: 'image/png',
        sizeBytes: 68,
        sha256: '',
      })),
    )
    .returning({ id: files.id });
  await db
    .insert(claimFiles)
    .values(burstClaims.map((c, i) => ({ claimId: c.id, fileId: receipts[i]!.id, kind: 'receipt' })));
  const tokens: string[] = [];
  for (const id of burstIds)
    tokens.push(String((await json('/login/', { id: String(id), pw: 'demo-password' })).token));
  const wallStart = performance.now();
  const burst = await Promise.all(
    burstClaims.map((c, i) => time(() => json('/claim/submit', { claimId: c.id }, tokens[i]))),
  );
  const wall = performance.now() - wallStart;
  rows.push(row(`50 employees x POST /claim/submit at once (all 50 done in ${Math.round(wall)} ms)`, burst));

  const all = { startdate: addDays(today, -3 * 365), enddate: today };
  const reports: [string, string, unknown][] = [
    ['POST /employee/claim-report, page 1 of 50 (all claims in range)', '/employee/claim-report', { ...all }],
    [
      'POST /employee/claim-report, page 100 of 50 (offset 4,950)',
      '/employee/claim-report',
      { ...all, pageNumber: 100 },
    ],
    [
      'POST /employee/claim-report, 600 rows (fetch length)',
      '/employee/claim-report',
      { ...all, pageLength: 600 },
    ],
    ['POST /employee/claim-report, default range (last month)', '/employee/claim-report', {}],
    [
      'POST /employee/balance-report/ from 3 years back (5,000 points, capped)',
      '/employee/balance-report/',
      { date: addDays(today, -3 * 365) },
    ],
    ['POST /claims/pending', '/claims/pending', {}],
  ];
  for (const [target, url, data] of reports) {
    await json(url, data, token);
    const times: number[] = [];
    for (let i = 0; i < REPORTS; i++) times.push(await time(() => json(url, data, token)));
    rows.push(row(target, times));
  }

  await app.close();
  await database.close();
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
  `\n${CLAIMS} claims, ${SUBMITS} submissions, ${REPORTS} calls per report; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.info('| database | target | calls | p50 ms | p99 ms | max ms |');
console.info('|---|---|---:|---:|---:|---:|');
for (const r of results)
  console.info(`| ${r.backend} | ${r.target} | ${r.n} | ${r.p50} | ${r.p99} | ${r.max} |`);
