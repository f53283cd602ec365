import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client';
import { jobs } from '../db/schema';
import { backends, freshDatabase } from '../test/harness';
import { Sealer } from './crypto';
import { defineJob, JobQueue, type JobHandler } from './jobs';
import { createMailer, mailJob, queueMail, sendMailJob, type Envelope, type Mail, type Mailer } from './mail';

const work = defineJob('test.work', z.object({ n: z.number().int() }), { maxAttempts: 3 });
const followUp = defineJob('test.follow-up', z.object({ of: z.number().int() }));

describe.each(backends)('durable jobs on %s', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string | undefined;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const advance = (seconds: number) => {
    offsetMs += seconds * 1000;
  };
  const queue = (handlers: { work?: JobHandler<{ n: number }> }, opts: { db?: Database } = {}) => {
    const q = new JobQueue((opts.db ?? database).db, { now, backoffBaseSeconds: 10, leaseSeconds: 30 });
    if (handlers.work) q.register(work, handlers.work);
    return q;
  };
  const rows = () => database.db.select().from(jobs).orderBy(jobs.id);

  beforeAll(async () => {
    ({ database, drop, url } = await freshDatabase(backend));
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('runs a job enqueued in a committed transaction, never one whose transaction rolled back', async () => {
    const seen: number[] = [];
    const q = queue({ work: async ({ n }) => void seen.push(n) });
    await database.db.transaction(async (tx) => {
      await q.enqueue(tx, work, { n: 1 });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await q.enqueue(tx, work, { n: 2 });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');

    expect(await q.runUntilEmpty()).toBe(1);
    expect(seen).toEqual([1]);
    expect((await rows()).map((r) => [r.state, r.attempts])).toEqual([['done', 1]]);
  });

  it('answers the existing job for a repeated idempotency key', async () => {
    const seen: number[] = [];
    const q = queue({ work: async ({ n }) => void seen.push(n) });
    const first = await q.enqueue(database.db, work, { n: 1 }, { key: 'limit-change:42' });
    const again = await q.enqueue(database.db, work, { n: 2 }, { key: 'limit-change:42' });
    const other = await q.enqueue(database.db, work, { n: 3 }, { key: 'limit-change:43' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ ...first, created: false });
    expect(other.created).toBe(true);
    await q.runUntilEmpty();
    expect(seen.sort()).toEqual([1, 3]);
  });

  it('retries a failing job with exponential back-off, then marks it dead after its last attempt', async () => {
    let calls = 0;
    const q = queue({
      work: async () => {
        calls += 1;
        throw new Error(`down (${calls})`);
      },
    });
    await q.enqueue(database.db, work, { n: 1 });
    const enqueuedAt = now().getTime();

    expect(await q.runUntilEmpty()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'down (1)', lockedBy: null });
    expect(row!.runAt.getTime() - enqueuedAt).toBeGreaterThanOrEqual(10_000);
    expect(row!.runAt.getTime() - enqueuedAt).toBeLessThan(12_000);
    // Not before its back-off.
    advance(9);
    expect(await q.runUntilEmpty()).toBe(0);

    advance(2);
    expect(await q.runUntilEmpty()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ state: 'queued', attempts: 2, lastError: 'down (2)' });
    // Twice as long the second time.
    const wait = row!.runAt.getTime() - now().getTime();
    expect(wait).toBeGreaterThan(19_000);
    expect(wait).toBeLessThanOrEqual(20_000);

    advance(20);
    expect(await q.runUntilEmpty()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ state: 'dead', attempts: 3, lastError: 'down (3)' });
    advance(3600);
    expect(await q.runUntilEmpty()).toBe(0);
    expect(calls).toBe(3);
  });

  it('marks a job with an unreadable payload dead without running it', async () => {
    const seen: number[] = [];
    const q = queue({ work: async ({ n }) => void seen.push(n) });
    await database.db.insert(jobs).values({
      uid: 'bad-payload',
      name: work.name,
      payload: { n: 'one' },
      maxAttempts: 3,
      runAt: now(),
      createdAt: now(),
    });
    expect(await q.runUntilEmpty()).toBe(1);
    expect(seen).toEqual([]);
    expect((await rows())[0]).toMatchObject({ state: 'dead', lastError: 'Unreadable payload' });
  });

  it('succeeds on a retry after a failure', async () => {
    let calls = 0;
    const q = queue({
      work: async () => {
        calls += 1;
        if (calls === 1) throw new Error('once');
      },
    });
    await q.enqueue(database.db, work, { n: 1 });
    await q.runUntilEmpty();
    advance(10);
    await q.runUntilEmpty();
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it("takes again a job whose worker died, once the worker's lease has run out", async () => {
    const seen: number[] = [];
    const q = queue({ work: async ({ n }) => void seen.push(n) });
    const { id } = await q.enqueue(database.db, work, { n: 7 });
    // As a worker that claimed it and was killed would leave it.
    await database.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'killed',
        lockedUntil: new Date(now().getTime() + 30_000),
      })
      .where(eq(jobs.id, id));
    expect(await q.runUntilEmpty()).toBe(0);
    advance(31);
    expect(await q.runUntilEmpty()).toBe(1);
    expect(seen).toEqual([7]);
    expect((await rows())[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it("takes a dead process's running jobs at once when told no other process can hold them", async () => {
    const seen: number[] = [];
    const q = queue({ work: async ({ n }) => void seen.push(n) });
    const { id } = await q.enqueue(database.db, work, { n: 8 });
    await database.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'killed',
        lockedUntil: new Date(now().getTime() + 30_000),
      })
      .where(eq(jobs.id, id));
    await q.releaseLeases();
    expect(await q.runUntilEmpty()).toBe(1);
    expect(seen).toEqual([8]);
  });

  it('writes the database effects of a job exactly once, even when its lease is taken over', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const handler: JobHandler<{ n: number }> = async ({ n }, ctx) => {
      const slow = first;
      first = false;
      if (slow) await held;
      await ctx.transaction((tx) => a.enqueue(tx, followUp, { of: n }));
    };
    const a = queue({ work: handler });
    const b = queue({ work: handler });
    await a.enqueue(database.db, work, { n: 5 });

    const slowRun = a.runOnce().catch((err: unknown) => err);
    await expect.poll(async () => (await rows())[0]?.state).toBe('running');
    advance(31); // a's lease runs out while it is stuck; b takes the job and finishes it.
    expect(await b.runOnce()).toBe(1);
    release();
    await slowRun;

    const all = await rows();
    expect(all.filter((r) => r.name === followUp.name)).toHaveLength(1);
    expect(all.find((r) => r.name === work.name)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('never runs one job twice with two workers on one database', async () => {
    // On PostgreSQL, two app instances: each its own connection pool. PGlite is one connection.
    const other = url ? await openDatabase({ url, pgliteDir: '', max: 5 }) : database;
    try {
      const ran: { worker: string; n: number }[] = [];
      const handler =
        (worker: string): JobHandler<{ n: number }> =>
        async ({ n }) => {
          ran.push({ worker, n });
          await new Promise((r) => setTimeout(r, 2));
        };
      const one = new JobQueue(database.db, { now, batchSize: 3 });
      const two = new JobQueue(other.db, { now, batchSize: 3 });
      one.register(work, handler('one'));
      two.register(work, handler('two'));
      const count = 60;
      for (let n = 0; n < count; n++) await one.enqueue(database.db, work, { n });

      await Promise.all([one.runUntilEmpty(), two.runUntilEmpty(), one.runUntilEmpty()]);

      expect(ran).toHaveLength(count);
      expect(new Set(ran.map((r) => r.n)).size).toBe(count);
      expect((await rows()).every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('a worker loop polls for due jobs until it is stopped', async () => {
    const seen: number[] = [];
    const q = new JobQueue(database.db, { now, pollMs: 20 });
    q.register(work, async ({ n }) => void seen.push(n));
    q.start();
    await q.enqueue(database.db, work, { n: 1 });
    await expect.poll(() => seen, { timeout: 5_000 }).toEqual([1]);
    await q.stop();
    await q.enqueue(database.db, work, { n: 2 });
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([1]);
  });

  describe('mail through the outbox', () => {
    const sealer = new Sealer(randomBytes(32));
    const mail: Mail = { to: 'olivia.tremblay@example.com', subject: 'Hello', text: 'A message' };

    it('loses nothing while the mail server is down, and sends it once it is back', async () => {
      const sent: (Mail & Envelope)[] = [];
      let up = false;
      const mailer: Mailer = {
        send: async (m, e) => {
          if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          sent.push({ ...m, ...e });
        },
      };
      const q = new JobQueue(database.db, { now, backoffBaseSeconds: 10 });
      q.register(mailJob, sendMailJob({ mailer, sealer, from: 'no-reply@benefits.example' }));
      await database.db.transaction((tx) => queueMail({ jobs: q, sealer }, tx, mail));
      // The message is not readable in the database.
      expect(JSON.stringify((await rows())[0]!.payload)).not.toContain('olivia');

      await q.runUntilEmpty();
      advance(10);
      await q.runUntilEmpty();
      expect(sent).toHaveLength(0);
      up = true;
      advance(20);
      await q.runUntilEmpty();
      advance(3600);
      await q.runUntilEmpty();
      expect(sent).toHaveLength(1);
      const [row] = await rows();
      expect(sent[0]).toMatchObject({ ...mail, messageId: `<${row!.uid}@benefits.example>`, id: row!.uid });
      expect(row).toMatchObject({ state: 'done', attempts: 3 });
    });

    it('writes one .eml file per message however often it is sent, with its Message-ID', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
      try {
        const mailer = createMailer({ outboxDir: dir, from: 'no-reply@benefits.example' });
        const envelope: Envelope = {
          id: 'a1b2c3',
          messageId: '<a1b2c3@benefits.example>',
          date: new Date('2026-11-23T10:00:00Z'),
        };
        await mailer.send(mail, envelope);
        await mailer.send(mail, envelope); // a retried job
        await mailer.send({ ...mail, subject: 'Another' }, { ...envelope, id: 'd4', messageId: '<d4@x>' });
        const files = fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort();
        expect(files).toEqual(['2026-11-23T10-00-00-000Z-a1b2c3.eml', '2026-11-23T10-00-00-000Z-d4.eml']);
        const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
        expect(eml).toContain('Message-ID: <a1b2c3@benefits.example>');
        expect(eml).toContain('Subject: Hello');
        expect(fs.readdirSync(path.join(dir, '.partial'))).toEqual([]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
