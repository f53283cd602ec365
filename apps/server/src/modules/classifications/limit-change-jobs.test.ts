import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, planYearOn, todayIso } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { seedDemo } from '../../db/seed';
import { balanceLedger, classificationLimitChanges, classifications, jobs } from '../../db/schema';
import { JobQueue } from '../../platform/jobs';
import { backends, freshDatabase } from '../../test/harness';
import { applyLimitChange, limitChangeJob } from './service';

/**
 * An effective-dated limit change applies exactly once (decision 0022): with two workers racing
 * for its job, and with the server stopped while the job was running and started again later (the
 * database is the same; the process is new), and a handler run again adds nothing.
 */
const KEY = Buffer.alloc(32, 5).toString('base64');
const DAY = 86_400_000;

describe.each(backends)('a limit change’s job on %s', (backend) => {
  let dataDir: string;
  let database: Database;
  let reopen: () => Promise<Database>;
  let drop: () => Promise<void> = async () => {};
  let offset = 0;
  const now = () => new Date(Date.now() + offset);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limit-change-'));
    if (backend === 'postgres') {
      const fresh = await freshDatabase('postgres');
      database = fresh.database;
      drop = fresh.drop;
      reopen = () => openDatabase({ url: fresh.url!, pgliteDir: '', max: 10 });
    } else {
      reopen = () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      database = await reopen();
    }
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (db: Database) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: KEY,
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    return buildApp({ config, database: db, now, logger: false, mailer: { send: async () => {} } });
  };

  const limitRows = () =>
    database.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.employeeId, 100002), eq(balanceLedger.kind, 'LIMIT_CHANGE')));

  it('applies once with two workers racing, and once across a restart', { timeout: 120_000 }, async () => {
    // 1. The first server: the demo world, and an admin schedules two changes.
    let { app, services } = await start(database);
    await seedDemo(database.db, services.sealer, now());
    const [drivers] = await database.db
      .select()
      .from(classifications)
      .where(eq(classifications.name, 'Drivers'));
    const [management] = await database.db
      .select()
      .from(classifications)
      .where(eq(classifications.name, 'Management'));
    const today = todayIso(now());
    const date = addDays(today, 2);
    const planYear = planYearOn({ type: 3, effectiveDate: '2000-01-01' }, date).key;
    if (planYear !== Number(today.slice(0, 4))) {
      // The seed funds the current calendar year; fund the next one too near the year's end.
      await database.db
        .insert(balanceLedger)
        .values({ employeeId: 100002, account: 'HSA', planYear, amountCents: 150_000, kind: 'FUNDING' });
    }
    const token = (await services.sessions.create('employee', '100002', { ip: '10.0.0.1', userAgent: 't' }))
      .token;
    const edit = (classificationId: number, name: string, amountCents: number) =>
      app.inject({
        method: 'POST',
        url: '/webapp/employer/classifications/edit',
        headers: { 'content-type': 'application/json', token },
        payload: {
          data: {
            classificationId,
            classificationName: name,
            periodType: 1,
            newLimit: { amountCents, wellnessAmountCents: 50_000, effective_date: date },
          },
        },
      });
    expect((await edit(management!.id, 'Management', 170_000)).statusCode).toBe(200);
    expect((await edit(drivers!.id, 'Drivers', 120_000)).statusCode).toBe(200);
    expect(await services.jobs.runUntilEmpty()).toBe(0); // not yet due

    // 2. Its day: two workers (two processes' queues on the same database) race for the jobs.
    offset = 2 * DAY + 60_000;
    const workers = [new JobQueue(database.db, { now }), new JobQueue(database.db, { now })];
    for (const w of workers) w.register(limitChangeJob, applyLimitChange({ now }));
    const ran = await Promise.all(workers.map((w) => w.runUntilEmpty()));
    expect(ran[0]! + ran[1]!).toBe(2);
    expect((await limitRows()).map((r) => [r.account, r.amountCents])).toEqual([['HSA', 20_000]]);

    // 3. Another change whose worker dies while running it (its lease still held), then the server
    //    stops; started again later, the new process takes it over once the lease is gone.
    offset = 0;
    expect((await edit(management!.id, 'Management', 180_000)).statusCode).toBe(200);
    await app.close();
    offset = 2 * DAY + 60_000;
    await database.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'a-dead-worker',
        lockedUntil: new Date(now().getTime() + 30_000),
      })
      .where(and(eq(jobs.name, limitChangeJob.name), eq(jobs.state, 'queued')));
    await database.close();

    database = await reopen();
    ({ app, services } = await start(database));
    if (backend === 'pglite')
      await services.jobs.releaseLeases(); // as main.ts does on PGlite
    else offset += 31_000; // on PostgreSQL, the lease runs out
    expect(await services.jobs.runUntilEmpty()).toBe(1);
    expect(await services.jobs.runUntilEmpty()).toBe(0);
    expect((await limitRows()).map((r) => [r.account, r.amountCents])).toEqual([
      ['HSA', 20_000],
      ['HSA', 10_000],
    ]);

    // 4. The handler run again for every change (a retry after a lost "done"): nothing more.
    const changes = await database.db.select().from(classificationLimitChanges);
    expect(changes.map((c) => c.state)).toEqual(['applied', 'applied', 'applied']);
    for (const c of changes) {
      await applyLimitChange({ now })(
        { changeId: c.id },
        { job: {} as never, transaction: (fn) => database.db.transaction(fn) },
      );
    }
    expect(await limitRows()).toHaveLength(2);
    const [after] = await database.db
      .select()
      .from(classifications)
      .where(eq(classifications.id, management!.id));
    expect(after!.hsaAmountCents).toBe(180_000);
    await app.close();
  });
});
