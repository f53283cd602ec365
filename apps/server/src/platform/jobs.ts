import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema';

/**
 * Durable background jobs in the database (decision 0015): a job row is written in the transaction
 * of its cause, claimed by a worker with `FOR UPDATE SKIP LOCKED` under a lease, retried with
 * exponential back-off, and dead after its last attempt. The same code runs on PGlite and PostgreSQL.
 */

/** A kind of job: its name (what the row says) and the shape of its payload. */
export interface JobType<P> {
  name: string;
  payload: z.ZodType<P>;
  /** Attempts before the job is dead. */
  maxAttempts: number;
}

export function defineJob<P>(
  name: string,
  payload: z.ZodType<P>,
  opts: { maxAttempts?: number } = {},
): JobType<P> {
  return { name, payload, maxAttempts: opts.maxAttempts ?? 10 };
}

export interface JobInfo {
  id: number;
  /** Stable identity across attempts: derive external identities (Message-IDs, file names) from it. */
  uid: string;
  name: string;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  createdAt: Date;
}

export interface JobContext {
  job: JobInfo;
  /**
   * Runs `fn` in a transaction that also marks the job done: database effects written here happen
   * exactly once (if the lease was lost to another worker, it rolls back).
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Idempotency key: while a job of this name and key exists, enqueueing another does nothing. */
  key?: string;
  /** Not before this time (effective-dated work, reminders). */
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  now?: () => Date;
  /** How long the worker sleeps when nothing is due. */
  pollMs?: number;
  /** How long a claimed job is ours; renewed while it runs. After it, another worker may take it. */
  leaseSeconds?: number;
  /** Jobs claimed (and run side by side) at a time. */
  batchSize?: number;
  /** Back-off after the n-th failed attempt: base · 2^(n-1) seconds, at most `backoffMaxSeconds`. */
  backoffBaseSeconds?: number;
  backoffMaxSeconds?: number;
  log?: JobLogger;
}

/** Thrown by `ctx.transaction` when the job is no longer ours (its lease ran out and was taken). */
export class LeaseLostError extends Error {
  constructor(id: number) {
    super(`Job ${id}: the lease was lost to another worker`);
  }
}

const quiet: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };

interface Registered {
  type: JobType<unknown>;
  handler: JobHandler<unknown>;
}

type JobRow = typeof jobs.$inferSelect;

/** One process's view of the queue: enqueue, and a worker loop that runs the registered handlers. */
export class JobQueue {
  readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, Registered>();
  private readonly now: () => Date;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  log: JobLogger;
  private loop: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    opts: JobQueueOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.pollMs = opts.pollMs ?? 500;
    this.leaseMs = (opts.leaseSeconds ?? 30) * 1000;
    this.batchSize = opts.batchSize ?? 5;
    this.backoffBaseMs = (opts.backoffBaseSeconds ?? 10) * 1000;
    this.backoffMaxMs = (opts.backoffMaxSeconds ?? 3600) * 1000;
    this.log = opts.log ?? quiet;
  }

  register<P>(type: JobType<P>, handler: JobHandler<P>): void {
    if (this.handlers.has(type.name)) throw new Error(`Job ${type.name} is registered twice`);
    this.handlers.set(type.name, { type, handler } as Registered);
  }

  /**
   * Adds a job on `db`, which should be the transaction of its cause: the job exists iff the cause
   * committed. With a `key`, an existing job of the same name and key is answered instead.
   */
  async enqueue<P>(
    db: Tx,
    type: JobType<P>,
    payload: P,
    opts: EnqueueOptions = {},
  ): Promise<{ id: number; uid: string; created: boolean }> {
    const checked = type.payload.parse(payload);
    const now = this.now();
    const [row] = await db
      .insert(jobs)
      .values({
        uid: randomUUID(),
        name: type.name,
        payload: checked as object,
        dedupeKey: opts.key ?? null,
        maxAttempts: opts.maxAttempts ?? type.maxAttempts,
        runAt: opts.runAt ?? now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [jobs.name, jobs.dedupeKey] })
      .returning({ id: jobs.id, uid: jobs.uid });
    if (row) return { ...row, created: true };
    const [existing] = await db
      .select({ id: jobs.id, uid: jobs.uid })
      .from(jobs)
      .where(and(eq(jobs.name, type.name), eq(jobs.dedupeKey, opts.key!)));
    return { ...existing!, created: false };
  }

  /**
   * Ends every lease now, so running jobs are taken again at once. Only for a database no other
   * process can be using: embedded PGlite at start, after this process's predecessor died.
   */
  async releaseLeases(): Promise<void> {
    await this.db.update(jobs).set({ lockedUntil: this.now() }).where(eq(jobs.state, 'running'));
  }

  /** Back-off before the attempt after the `attempt`-th failure. */
  backoffMs(attempt: number): number {
    return Math.min(this.backoffMaxMs, this.backoffBaseMs * 2 ** (attempt - 1));
  }

  /** Claims the due jobs (up to a batch) and runs them; answers how many ran. */
  async runOnce(): Promise<number> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return 0;
    const now = this.now();
    // A job whose lease ran out after its last attempt is dead: its worker died every time.
    await this.db
      .update(jobs)
      .set({
        state: 'dead',
        lastError: sql`coalesce(${jobs.lastError} || ' / ', '') || 'the worker stopped during the last attempt'`,
        lockedBy: null,
        lockedUntil: null,
        finishedAt: now,
      })
      .where(
        and(
          inArray(jobs.name, names),
          eq(jobs.state, 'running'),
          lte(jobs.lockedUntil, now),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
      );
    const token = `${this.workerId}:${randomUUID().slice(0, 8)}`;
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, names),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: token,
        lockedUntil: new Date(now.getTime() + this.leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning();
    if (claimed.length === 0) return 0;

    // Keep the lease while the batch runs, so a slow job is not taken by another worker.
    const renew = setInterval(
      () => {
        this.db
          .update(jobs)
          .set({ lockedUntil: new Date(this.now().getTime() + this.leaseMs) })
          .where(and(eq(jobs.lockedBy, token), eq(jobs.state, 'running')))
          .catch((err: unknown) => this.log.warn({ err }, 'A job lease could not be renewed'));
      },
      Math.max(1000, this.leaseMs / 3),
    );
    try {
      await Promise.all(claimed.map((row) => this.runJob(row, token)));
    } finally {
      clearInterval(renew);
    }
    return claimed.length;
  }

  private async runJob(row: JobRow, token: string): Promise<void> {
    const registered = this.handlers.get(row.name)!;
    const ours = and(eq(jobs.id, row.id), eq(jobs.lockedBy, token), eq(jobs.state, 'running'));
    const doneValues = () => ({
      state: 'done',
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      finishedAt: this.now(),
    });
    const parsed = registered.type.payload.safeParse(row.payload);
    if (!parsed.success) {
      await this.db
        .update(jobs)
        .set({
          state: 'dead',
          lockedBy: null,
          lockedUntil: null,
          lastError: 'Unreadable payload',
          finishedAt: this.now(),
        })
        .where(ours);
      this.log.error({ job: row.id, name: row.name }, 'A job with an unreadable payload is dead');
      return;
    }
    let completed = false;
    const ctx: JobContext = {
      job: {
        id: row.id,
        uid: row.uid,
        name: row.name,
        attempt: row.attempts,
        maxAttempts: row.maxAttempts,
        createdAt: row.createdAt,
      },
      transaction: (fn) =>
        this.db.transaction(async (tx) => {
          const result = await fn(tx);
          const marked = await tx.update(jobs).set(doneValues()).where(ours).returning({ id: jobs.id });
          if (marked.length === 0) throw new LeaseLostError(row.id);
          completed = true;
          return result;
        }),
    };
    try {
      await registered.handler(parsed.data, ctx);
      if (!completed) await this.db.update(jobs).set(doneValues()).where(ours);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const dead = row.attempts >= row.maxAttempts;
      await this.db
        .update(jobs)
        .set(
          dead
            ? { state: 'dead', lockedBy: null, lockedUntil: null, lastError: message, finishedAt: this.now() }
            : {
                state: 'queued',
                lockedBy: null,
                lockedUntil: null,
                lastError: message,
                runAt: new Date(this.now().getTime() + this.backoffMs(row.attempts)),
              },
        )
        .where(ours);
      const facts = { job: row.id, name: row.name, attempt: row.attempts, error: message };
      if (dead) this.log.error(facts, 'A job failed its last attempt and is dead');
      else this.log.warn(facts, 'A job failed and will be retried');
    }
  }

  /** Runs due jobs until none is due (tests, and draining at shutdown). Answers how many ran. */
  async runUntilEmpty(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.runOnce();
      if (ran === 0) return total;
      total += ran;
    }
  }

  /** Starts the worker loop: run what is due, else sleep `pollMs`. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = (async () => {
      while (!this.stopping) {
        let ran = 0;
        try {
          ran = await this.runOnce();
        } catch (err) {
          this.log.error({ err }, 'The job worker could not poll the queue');
        }
        if (ran === 0 && !this.stopping) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, this.pollMs);
            this.wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          this.wake = undefined;
        }
      }
    })();
  }

  /** Stops the loop after the jobs it is running finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }
}
