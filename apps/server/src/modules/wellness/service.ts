import type { Api, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import { ErrorCode } from '@benefits/contract';
import {
  canadianToday,
  MESSAGES,
  orderedCategories,
  todayIso,
  WELLNESS_MESSAGES as M,
  wellnessChangeIsEmpty,
  wellnessDateProblem,
  wellnessEndRows,
  wellnessMemberRows,
  wellnessPlanProblems,
  type TodaySpan,
  type WellnessChangeKind,
  ledgerReference,
  type LedgerReference,
} from '@benefits/domain';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { actorOf, recordChanges, type Party } from '../account/service/change-log';
import { classificationMembersOn, setPendingLimitWellness } from '../classifications/service';
import { AppError, notFound, validationError } from '../../platform/errors';
import { defineJob, type JobContext } from '../../platform/jobs';
import type { CompanyContext, EmployeeContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import * as q from './queries';

/*
 * A company's wellness accounts (docs/product §3 "Employer", §4, §7 "Employer" wellness setup,
 * manage, terminate, get; decision 0026). Every function acts on the company of the caller's scope.
 * A setup, a change and an end are versions with an effective date: today's is applied in the
 * request's transaction, a later one waits as the company's one pending version for its durable
 * job (`wellness-change`), which applies it exactly once (decision 0022's pattern). Every change is
 * in the change log in the transaction that makes it.
 */

type Answer<N extends keyof Api> = ResponseOf<Api[N]>;
type Input<N extends keyof Api> = ParsedRequestOf<Api[N]>;

const companyParty = (id: number): Party => ({ kind: 'company', id: String(id) });
const conflict = (field: string, message: string) =>
  new AppError(ErrorCode.CONFLICT, { GENERAL: message, [field]: message });
const refused = (message: string) => new AppError(ErrorCode.CONFLICT, { GENERAL: message });

/** The durable job that applies version `changeId` on its date (decision 0026). */
export const wellnessChangeJob = defineJob('wellness-change', z.object({ changeId: z.number().int() }), {
  maxAttempts: 20,
});

/** Midnight UTC at the start of an ISO date (the server's dates are UTC days, as todayIso). */
const startOf = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

// ---- Reading ---------------------------------------------------------------------------------

async function wellnessOf(db: Tx, employerId: number): Promise<Answer<'employerWellness'>> {
  const employer = await q.employerWellness(db, employerId);
  const classes = await q.companyClassifications(db, employerId);
  const pending = await q.pendingChange(db, employerId);
  return {
    hasWellness: employer?.hasWellness ?? false,
    categories: employer?.hasWellness ? orderedCategories(employer.categories) : [],
    classifications: classes.map((c) => ({
      classificationId: c.id,
      classificationName: c.name,
      wellnessAmountCents: employer?.hasWellness ? c.wsaAmountCents : 0,
      employeeCount: c.employeeCount,
    })),
    pending: pending
      ? {
          changeId: pending.id,
          kind: pending.kind as WellnessChangeKind,
          effective_date: pending.effectiveDate,
          categories: orderedCategories(pending.categories),
          amounts: await q.changeAmounts(db, pending.id),
        }
      : null,
  };
}

export const getWellness = (s: Services, company: CompanyContext) => wellnessOf(s.db, company.id);

// ---- Scheduling ------------------------------------------------------------------------------

type Plan = Input<'employerWellnessSetup'>;

/** Refuses a setup or a change with the domain's rule, given the company's classifications now. */
function checkPlan(
  plan: Plan,
  kind: 'setup' | 'change',
  classes: readonly { id: number; wsaAmountCents: number }[],
  today: TodaySpan,
): void {
  const now = classes.map((c) => ({ classificationId: c.id, wellnessAmountCents: c.wsaAmountCents }));
  const problems = wellnessPlanProblems(plan, kind, now, today);
  const fields = Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, M[key]]));
  if (Object.keys(fields).length > 0) throw validationError(fields, MESSAGES.correctInformation);
}

/**
 * Records a new version (and its change-log line) and applies it now when its date is today, or
 * enqueues its job for 00:00 UTC of its date. Runs under the company's row lock.
 */
async function schedule(
  s: Services,
  tx: Tx,
  employee: EmployeeContext,
  company: CompanyContext,
  kind: WellnessChangeKind,
  plan: { categories: string[]; amounts: Plan['amounts']; effective_date: string },
): Promise<'applied' | 'pending'> {
  const now = s.now();
  const change = await q.insertChange(
    tx,
    {
      employerId: company.id,
      kind,
      categories: orderedCategories(plan.categories),
      effectiveDate: plan.effective_date,
      createdBy: employee.id,
    },
    plan.amounts,
  );
  await recordChanges(
    tx,
    actorOf(employee),
    companyParty(company.id),
    'wellnessChange',
    String(change.id),
    null,
    {
      kind,
      categories: change.categories.join(', '),
      amounts: plan.amounts.map((a) => `${a.classificationId}:${a.wellnessAmountCents}`).join(', '),
      effectiveDate: change.effectiveDate,
      state: 'pending',
    },
    [],
    now,
  );
  if (plan.effective_date <= todayIso(now)) {
    await applyIn(tx, change.id, now);
    return 'applied';
  }
  await s.jobs.enqueue(
    tx,
    wellnessChangeJob,
    { changeId: change.id },
    { key: `wellness-change:${change.id}`, runAt: startOf(change.effectiveDate) },
  );
  return 'pending';
}

export async function setupWellness(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerWellnessSetup'>,
): Promise<Answer<'employerWellnessSetup'>> {
  const today = canadianToday(s.now());
  return s.db.transaction(async (tx) => {
    const employer = await q.lockEmployer(tx, company.id);
    if (!employer) throw notFound(M.notSetUp);
    if (employer.hasWellness) throw refused(M.alreadySetUp);
    if (await q.pendingChange(tx, company.id)) throw conflict('effective_date', M.pendingExists);
    const classes = await q.companyClassifications(tx, company.id);
    checkPlan(input, 'setup', classes, today);
    const done = await schedule(s, tx, employee, company, 'setup', input);
    return {
      ...(await wellnessOf(tx, company.id)),
      message: done === 'applied' ? M.setUp : M.setUpScheduled,
    };
  });
}

export async function manageWellness(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerWellnessManage'>,
): Promise<Answer<'employerWellnessManage'>> {
  const today = canadianToday(s.now());
  return s.db.transaction(async (tx) => {
    const employer = await q.lockEmployer(tx, company.id);
    if (!employer?.hasWellness) throw refused(M.notSetUp);
    if (await q.pendingChange(tx, company.id)) throw conflict('effective_date', M.pendingExists);
    const classes = await q.companyClassifications(tx, company.id);
    // A classification without a wellness amount takes none here (the domain's takesWellnessAmount).
    checkPlan(input, 'change', classes, today);
    const current = {
      categories: employer.categories,
      amounts: new Map(classes.map((c) => [c.id, c.wsaAmountCents])),
    };
    if (wellnessChangeIsEmpty(current, input)) {
      throw validationError({ amounts: M.nothingChanges }, MESSAGES.correctInformation);
    }
    const done = await schedule(s, tx, employee, company, 'change', input);
    return {
      ...(await wellnessOf(tx, company.id)),
      message: done === 'applied' ? M.changed : M.changeScheduled,
    };
  });
}

export async function terminateWellness(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerWellnessTerminate'>,
): Promise<Answer<'employerWellnessTerminate'>> {
  const problem = wellnessDateProblem(input.effective_date, canadianToday(s.now()));
  if (problem) throw validationError({ effective_date: M[problem] }, MESSAGES.correctInformation);
  return s.db.transaction(async (tx) => {
    const employer = await q.lockEmployer(tx, company.id);
    if (!employer?.hasWellness) throw refused(M.notSetUp);
    if (await q.pendingChange(tx, company.id)) throw conflict('effective_date', M.pendingExists);
    const done = await schedule(s, tx, employee, company, 'terminate', {
      categories: [],
      amounts: [],
      effective_date: input.effective_date,
    });
    return {
      ...(await wellnessOf(tx, company.id)),
      message: done === 'applied' ? M.terminated : M.terminationScheduled,
    };
  });
}

export async function deletePendingWellness(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerWellnessDeletePending'>,
): Promise<Answer<'employerWellnessDeletePending'>> {
  return s.db.transaction(async (tx) => {
    // The company's lock, then the version's: the order the job takes them in, so a job applying it
    // right now either applied it first (then it is no longer pending) or finds it deleted.
    await q.lockEmployer(tx, company.id);
    const change = await q.lockChange(tx, input.changeId, company.id);
    if (!change || change.state !== 'pending') throw notFound(M.pendingNotFound);
    await q.setChangeState(tx, change.id, 'deleted', s.now());
    await recordChanges(
      tx,
      actorOf(employee),
      companyParty(company.id),
      'wellnessChange',
      String(change.id),
      { state: 'pending' },
      { state: 'deleted' },
      [],
      s.now(),
    );
    return { ...(await wellnessOf(tx, company.id)), message: M.pendingDeleted };
  });
}

// ---- Applying --------------------------------------------------------------------------------

const REFERENCE = {
  setup: 'wellnessSetup',
  change: 'wellnessChange',
  terminate: 'wellnessEnd',
} as const satisfies Record<WellnessChangeKind, LedgerReference>;

/**
 * Applies version `changeId` in `tx` (decision 0026): under the company's row lock and then the
 * version's, and only while it is still pending, it makes the version the company's (flags,
 * categories, classifications' amounts, employees' WELLNESS flags), writes each employee's WSA
 * ledger rows — each only after claiming its key (version, employee, plan year), so a second run
 * writes nothing — marks it applied and logs it (actor `system`). Answers whether it applied.
 */
export async function applyIn(tx: Tx, changeId: number, now: Date): Promise<boolean> {
  const peek = await q.change(tx, changeId);
  if (!peek || peek.state !== 'pending') return false;
  const employer = await q.lockEmployer(tx, peek.employerId);
  const change = await q.lockChange(tx, changeId, peek.employerId);
  if (!employer || !change || change.state !== 'pending') return false;
  const kind = change.kind as WellnessChangeKind;
  const reference = ledgerReference(REFERENCE[kind], { id: change.id });
  const system: Party = { kind: 'system', id: wellnessChangeJob.name };
  const company = companyParty(employer.id);
  const log = (
    entity: string,
    id: string,
    before: Record<string, string | number | boolean | null>,
    after: typeof before,
  ) => recordChanges(tx, system, company, entity, id, before, after, [], now);

  if (kind === 'terminate') {
    for (const c of await q.companyClassifications(tx, employer.id)) {
      if (c.wsaAmountCents !== 0) {
        await q.setClassificationWellness(tx, c.id, 0);
        await log(
          'classification',
          String(c.id),
          { wellnessAmountCents: c.wsaAmountCents },
          { wellnessAmountCents: 0 },
        );
      }
      await setPendingLimitWellness(tx, c.id, 0);
    }
    const closed: number[] = [];
    for (const e of await q.wellnessEmployees(tx, employer.id)) {
      for (const row of wellnessEndRows(await q.wsaBalances(tx, e.id))) {
        await q.writeEffect(tx, { changeId: change.id, employeeId: e.id, ...row, reference });
      }
      closed.push(e.id);
    }
    await q.setEmployeesWellness(tx, closed, false);
    for (const id of closed) await log('employee', String(id), { wellness: true }, { wellness: false });
    await q.setEmployerWellness(tx, employer.id, false, []);
    await log(
      'employer',
      String(employer.id),
      { hasWellness: employer.hasWellness, wellnessCategories: employer.categories.join(', ') },
      { hasWellness: false, wellnessCategories: '' },
    );
  } else {
    const enrolled: number[] = [];
    for (const amount of await q.changeAmounts(tx, change.id)) {
      // A classification deleted since the version was scheduled is skipped.
      const cls = await q.lockClassification(tx, employer.id, amount.classificationId);
      if (!cls) continue;
      const after = amount.wellnessAmountCents;
      // Funded only for members in force today (decision 0059, amended 2026-12-07): one whose
      // coverage starts later gets the account, and the daily run funds it on their date.
      for (const m of await classificationMembersOn(tx, cls.id, change.effectiveDate, todayIso(now))) {
        const { enrol, rows } = wellnessMemberRows(kind, m, after);
        for (const row of rows) {
          await q.writeEffect(tx, { changeId: change.id, employeeId: m.id, ...row, reference });
        }
        if (enrol && !m.wellness) enrolled.push(m.id);
      }
      if (cls.wsaAmountCents !== after) {
        await q.setClassificationWellness(tx, cls.id, after);
        await log(
          'classification',
          String(cls.id),
          { wellnessAmountCents: cls.wsaAmountCents },
          { wellnessAmountCents: after },
        );
      }
      await setPendingLimitWellness(tx, cls.id, after);
    }
    await q.setEmployeesWellness(tx, enrolled, true);
    for (const id of enrolled) await log('employee', String(id), { wellness: false }, { wellness: true });
    const categories = orderedCategories(change.categories);
    await q.setEmployerWellness(tx, employer.id, true, categories);
    await log(
      'employer',
      String(employer.id),
      {
        hasWellness: employer.hasWellness,
        wellnessCategories: orderedCategories(employer.categories).join(', '),
      },
      { hasWellness: true, wellnessCategories: categories.join(', ') },
    );
  }
  await q.setChangeState(tx, change.id, 'applied', now);
  await log('wellnessChange', String(change.id), { state: 'pending' }, { state: 'applied' });
  return true;
}

/** The job: applies the version on its date in the transaction that marks the job done. */
export function applyWellnessChange(s: Pick<Services, 'now'>) {
  return async ({ changeId }: { changeId: number }, ctx: JobContext) => {
    await ctx.transaction((tx) => applyIn(tx, changeId, s.now()));
  };
}
