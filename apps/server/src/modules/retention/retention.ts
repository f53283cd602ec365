import {
  addDays,
  DEMO_LEAD_RETENTION_DAYS,
  RETENTION_BATCH_SIZE,
  retentionCutoff,
  todayIso,
  UNPAID_APPLICATION_RETENTION_DAYS,
} from '@benefits/domain';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { defineJob, type JobContext } from '../../platform/jobs';
import type { Services } from '../../platform/services';
import { purgeUnpaidApplications } from '../client-signup/queries';
import { purgeExpiredLeads } from '../demo/queries';

/*
 * The retention of prospects' personal information (decision 0047; the periods are the domain's,
 * privacy/retention.ts): once a day a durable job deletes the demo leads past DEMO_LEAD_RETENTION_DAYS
 * after their last activity and the client sign-up applications never paid past
 * UNPAID_APPLICATION_RETENTION_DAYS after their last save, RETENTION_BATCH_SIZE rows a transaction,
 * and logs how many went (counts only, never who).
 */

/** The day's run (payload: the day, YYYY-MM-DD, which is also its key: one run a day). */
export const prospectRetentionJob = defineJob(
  'prospect-retention',
  z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  { maxAttempts: 10 },
);

/** Each day's run starts at 07:00 UTC (02:00–03:00 in Eastern time, a quiet hour). */
const RUN_HOUR_UTC = 7;

async function enqueueRun(s: Services, db: Tx, day: string, runAt: Date) {
  await s.jobs.enqueue(db, prospectRetentionJob, { day }, { key: `prospect-retention:${day}`, runAt });
}

/**
 * Makes sure today's run exists (main.ts calls it when the worker starts): runs at once if today's
 * has not run yet, and each run queues the next day's, so the chain goes on from there.
 */
export async function scheduleProspectRetention(s: Services): Promise<void> {
  await enqueueRun(s, s.db, todayIso(s.now()), s.now());
}

/** Deletes in batches of `RETENTION_BATCH_SIZE`, one transaction each, until a batch is short. */
async function inBatches(s: Services, purge: (tx: Tx, limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = await s.db.transaction((tx) => purge(tx, RETENTION_BATCH_SIZE));
    total += gone;
    if (gone < RETENTION_BATCH_SIZE) return total;
  }
}

/** What one run deleted. */
export interface RetentionCounts {
  demoLeads: number;
  applications: number;
}

/** One run of the rule at `s.now()`: deletes what has expired, answers the counts. Harmless twice. */
export async function purgeExpiredProspects(s: Services): Promise<RetentionCounts> {
  const now = s.now();
  const leadsBefore = retentionCutoff(now, DEMO_LEAD_RETENTION_DAYS);
  const applicationsBefore = retentionCutoff(now, UNPAID_APPLICATION_RETENTION_DAYS);
  const demoLeads = await inBatches(s, (tx, limit) => purgeExpiredLeads(tx, leadsBefore, limit));
  const applications = await inBatches(s, (tx, limit) =>
    purgeUnpaidApplications(tx, applicationsBefore, limit),
  );
  return { demoLeads, applications };
}

/** The job's handler: the next day's run first (so one failed day does not end the chain), then the purge. */
export function runProspectRetention(s: Services) {
  return async (_payload: { day: string }, job: JobContext) => {
    const tomorrow = addDays(todayIso(s.now()), 1);
    const at = new Date(`${tomorrow}T${String(RUN_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
    await s.db.transaction((tx) => enqueueRun(s, tx, tomorrow, at));
    const counts = await purgeExpiredProspects(s);
    // Counts only: no name, e-mail or ID of what went.
    s.jobs.log.info({ job: job.job.id, ...counts }, 'Prospect retention: expired rows deleted');
  };
}
