import { addDays, planYearDeposits, planYearToFund, todayIso, type PlanYearWrite } from '@benefits/domain';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { defineJob, type JobContext } from '../../platform/jobs';
import type { Services } from '../../platform/services';
import * as q from './queries';

/*
 * The plan-year funding run (decision 0059): once a day a durable job funds every member due
 * today and not funded yet (the domain's planYearToFund: in force, coverage begun, not terminated,
 * not a non-member admin, their company's plan not ended) for the plan year containing today, one
 * FUNDING row per account of their classification's amount now (planYearDeposits: HSA, and WSA with
 * the wellness account). So a new plan year is funded on its first day, and a member added with a
 * later effective date on that date. FUNDING_BATCH_SIZE members a transaction; each deposit is kept
 * once by a unique index (ON CONFLICT DO NOTHING), so a second run, a retry, two workers or a
 * restart add nothing. It logs counts only.
 */

/**
 * The plan-year deposits another writer of a plan year's amounts owes (the FUNDING rows of the
 * domain's planYearWrites: a class change, a limit change, a wellness change or the limit
 * recalculation finding an unfunded account of a member due today), in the writer's transaction
 * and under the member's row lock it holds: the same row this run and the enrolment write (kind
 * FUNDING, 'Plan year deposit'), kept once by its unique index, so the run then finds the account
 * funded. Answers those written.
 */
export async function writePlanYearDeposits(
  tx: Tx,
  employeeId: number,
  planYear: number,
  writes: readonly PlanYearWrite[],
  at: Date,
) {
  return q.insertDeposits(
    tx,
    writes
      .filter((w) => w.kind === 'FUNDING' && w.amountCents > 0)
      .map((w) => ({ employeeId, planYear, account: w.account, amountCents: w.amountCents, createdAt: at })),
  );
}

/** The day's run (payload: the day, YYYY-MM-DD, which is also its key: one run a day). */
export const planYearFundingJob = defineJob(
  'plan-year-funding',
  z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  { maxAttempts: 10 },
);

/** Members read (and, those due, funded) per transaction. */
export const FUNDING_BATCH_SIZE = 500;

/**
 * Each day's run starts at 00:00 UTC, when the server's day (decision 0056) turns: a plan year's
 * first day is funded from its first minute, as limit and class changes dated that day apply then.
 */
const RUN_HOUR_UTC = 0;

async function enqueueRun(s: Services, db: Tx, day: string, runAt: Date) {
  await s.jobs.enqueue(db, planYearFundingJob, { day }, { key: `plan-year-funding:${day}`, runAt });
}

/**
 * Makes sure today's run exists (main.ts calls it when the worker starts): runs at once if today's
 * has not run yet, and each run queues the next day's, so the chain goes on from there.
 */
export async function schedulePlanYearFunding(s: Services): Promise<void> {
  await enqueueRun(s, s.db, todayIso(s.now()), s.now());
}

/** What one run wrote: members funded, and their deposits per account. */
export interface FundingCounts {
  members: number;
  hsa: number;
  wsa: number;
}

/**
 * One batch, in its transaction: the members after `afterId`; those the domain finds due (with an
 * account of today's plan year not funded yet) are locked (q.lockForFunding), read again and
 * decided again on what is now committed, and funded. Answers what it wrote and the last ID read
 * (null at the end).
 */
async function fundBatch(
  tx: Tx,
  today: string,
  at: Date,
  afterId: number,
  limit: number,
): Promise<{ next: number | null; counts: FundingCounts }> {
  const counts: FundingCounts = { members: 0, hsa: 0, wsa: 0 };
  const batch = await q.membersAfter(tx, afterId, limit);
  if (batch.length === 0) return { next: null, counts };
  const due = await dueDeposits(tx, today, batch);
  if (due.length > 0) {
    const ids = new Set(due.map((d) => d.employeeId));
    await q.lockForFunding(
      tx,
      batch.filter((m) => ids.has(m.id)),
    );
    const again = await dueDeposits(tx, today, await q.membersWithIds(tx, [...ids]));
    const written = await q.insertDeposits(
      tx,
      again.map((d) => ({ ...d, createdAt: at })),
    );
    counts.members += new Set(written.map((w) => w.employeeId)).size;
    counts.hsa += written.filter((w) => w.account === 'HSA').length;
    counts.wsa += written.filter((w) => w.account === 'WSA').length;
  }
  return { next: batch.length < limit ? null : batch[batch.length - 1]!.id, counts };
}

/** The deposits the members are due today (the domain's rules), less the accounts already funded. */
async function dueDeposits(tx: Tx, today: string, members: readonly q.FundingRow[]) {
  const years = new Map<number, number>();
  for (const m of members) {
    const year = planYearToFund(m, today);
    if (year) years.set(m.id, year.key);
  }
  const funded = await q.fundedAccounts(tx, [...years.keys()], [...years.values()]);
  return members.flatMap((m) => {
    const planYear = years.get(m.id);
    if (planYear === undefined) return [];
    const has = (['HSA', 'WSA'] as const).filter((a) => funded.has(q.fundedKey(m.id, planYear, a)));
    return planYearDeposits(m, has).map((d) => ({ employeeId: m.id, planYear, ...d }));
  });
}

/**
 * One run of the rule at `s.now()`: funds every member due today and not funded yet, a batch of
 * `batchSize` members a transaction; answers the counts. Harmless twice.
 */
export async function fundPlanYears(
  s: Pick<Services, 'db' | 'now'>,
  batchSize = FUNDING_BATCH_SIZE,
): Promise<FundingCounts> {
  const now = s.now();
  const today = todayIso(now);
  const total: FundingCounts = { members: 0, hsa: 0, wsa: 0 };
  let after: number | null = 0;
  while (after !== null) {
    const from: number = after;
    const { next, counts } = await s.db.transaction((tx) => fundBatch(tx, today, now, from, batchSize));
    total.members += counts.members;
    total.hsa += counts.hsa;
    total.wsa += counts.wsa;
    after = next;
  }
  return total;
}

/** The job's handler: the next day's run first (so one failed day does not end the chain), then the funding. */
export function runPlanYearFunding(s: Services) {
  return async (_payload: { day: string }, job: JobContext) => {
    const tomorrow = addDays(todayIso(s.now()), 1);
    const at = new Date(`${tomorrow}T${String(RUN_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
    await s.db.transaction((tx) => enqueueRun(s, tx, tomorrow, at));
    const counts = await fundPlanYears(s);
    // Counts only: no name, ID or amount of who was funded.
    s.jobs.log.info({ job: job.job.id, ...counts }, 'Plan-year funding: members funded');
  };
}
