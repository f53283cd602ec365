import type { Api, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import {
  CLASSIFICATION_MESSAGES as M,
  canadianToday,
  compareIsoDates,
  keyedMessage,
  limitChangeDateProblem,
  MESSAGES,
  planYearDue,
  planYearOn,
  planYearWrites,
  todayIso,
  type LedgerAccount,
  type PlanYearEndType,
} from '@benefits/domain';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { actorOf, recordChanges, type Party } from '../account/service/change-log';
import { AppError, notFound, validationError } from '../../platform/errors';
import { defineJob, type JobContext } from '../../platform/jobs';
import type { CompanyContext, EmployeeContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import { ErrorCode } from '@benefits/contract';
import { writePlanYearDeposits } from '../plan-year-funding/funding';
import * as q from './queries';

/*
 * A company's divisions and classifications (docs/product §3; decision 0022). Every function acts on
 * the company of the caller's scope; a row of another company is "does not exist". Every change is
 * in the change log in the transaction that makes it.
 */

type Answer<N extends keyof Api> = ResponseOf<Api[N]>;
type Input<N extends keyof Api> = ParsedRequestOf<Api[N]>;

const companyOf = (c: CompanyContext): Party => ({ kind: 'company', id: String(c.id) });
const conflict = (field: string, message: string) =>
  new AppError(ErrorCode.CONFLICT, { GENERAL: message, [field]: message });

// ---- Divisions -------------------------------------------------------------------------------

async function divisionsOf(db: Tx, company: CompanyContext): Promise<Answer<'employerDivisions'>> {
  const rows = await q.listDivisions(db, company.id);
  return {
    divisions: rows.map((r) => ({ divisionId: r.id, divisionName: r.name, employeeCount: r.employeeCount })),
  };
}

export const listDivisions = (s: Services, company: CompanyContext) => divisionsOf(s.db, company);

export async function addDivision(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerDivisionAdd'>,
): Promise<Answer<'employerDivisionAdd'>> {
  return s.db.transaction(async (tx) => {
    // Under the company's names lock: a second add of the name at once waits, then finds it taken.
    await q.lockCompanyNames(tx, company.id);
    if (await q.divisionNamed(tx, company.id, input.divisionName)) {
      throw validationError({ divisionName: M.divisionExists }, MESSAGES.correctInformation);
    }
    const row = await q.insertDivision(tx, company.id, input.divisionName);
    await recordChanges(tx, actorOf(employee), companyOf(company), 'division', String(row.id), null, {
      divisionName: row.name,
    });
    return { ...(await divisionsOf(tx, company)), message: M.divisionAdded };
  });
}

export async function removeDivision(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerDivisionRemove'>,
): Promise<Answer<'employerDivisionRemove'>> {
  return s.db.transaction(async (tx) => {
    const row = await q.lockDivision(tx, company.id, input.divisionId);
    if (!row) throw notFound(M.divisionNotFound);
    if ((await q.divisionEmployeeCount(tx, row.id)) > 0) throw conflict('divisionId', M.divisionHasEmployees);
    await q.deleteDivision(tx, row.id);
    await recordChanges(
      tx,
      actorOf(employee),
      companyOf(company),
      'division',
      String(row.id),
      {
        divisionName: row.name,
      },
      null,
    );
    return { ...(await divisionsOf(tx, company)), message: M.divisionRemoved };
  });
}

// ---- Classifications -------------------------------------------------------------------------

async function classificationsOf(
  db: Tx,
  company: CompanyContext,
): Promise<Answer<'employerClassifications'>> {
  const [rows, hasWellness] = [
    await q.listClassifications(db, company.id),
    await q.employerHasWellness(db, company.id),
  ];
  return {
    hasWellness,
    classifications: rows.map(({ c, employeeCount, pending }) => ({
      classificationId: c.id,
      classificationName: c.name,
      amountCents: c.hsaAmountCents,
      wellnessAmountCents: c.wsaAmountCents,
      periodType: c.periodType,
      effective_date: c.effectiveDate,
      employeeCount,
      pending: pending
        ? {
            pendingLimitId: pending.id,
            amountCents: pending.hsaAmountCents,
            wellnessAmountCents: pending.wsaAmountCents,
            effective_date: pending.effectiveDate,
          }
        : null,
    })),
  };
}

export const listClassifications = (s: Services, company: CompanyContext) => classificationsOf(s.db, company);

async function assertNameFree(tx: Tx, company: CompanyContext, name: string, except?: number) {
  if (await q.classificationNamed(tx, company.id, name, except)) {
    throw validationError({ classificationName: M.classificationExists }, MESSAGES.correctInformation);
  }
}

/** A company without wellness has no wellness amounts (docs/product §3 HAS_WELLNESS). */
async function wellnessCents(tx: Tx, company: CompanyContext, cents: number): Promise<number> {
  return (await q.employerHasWellness(tx, company.id)) ? cents : 0;
}

export async function addClassification(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerClassificationAdd'>,
): Promise<Answer<'employerClassificationAdd'>> {
  return s.db.transaction(async (tx) => {
    // Under the company's names lock: a second add of the name at once waits, then finds it taken.
    await q.lockCompanyNames(tx, company.id);
    await assertNameFree(tx, company, input.classificationName);
    const row = await q.insertClassification(tx, {
      employerId: company.id,
      name: input.classificationName,
      hsaAmountCents: input.amountCents,
      wsaAmountCents: await wellnessCents(tx, company, input.wellnessAmountCents),
      periodType: input.periodType,
      effectiveDate: todayIso(s.now()),
    });
    await recordChanges(tx, actorOf(employee), companyOf(company), 'classification', String(row.id), null, {
      classificationName: row.name,
      amountCents: row.hsaAmountCents,
      wellnessAmountCents: row.wsaAmountCents,
      periodType: row.periodType,
      effectiveDate: row.effectiveDate,
    });
    return { ...(await classificationsOf(tx, company)), message: M.classificationAdded };
  });
}

/** The effective-dated limit change job: applies change `changeId` on its date (decision 0022). */
export const limitChangeJob = defineJob(
  'classification-limit-change',
  z.object({ changeId: z.number().int() }),
  {
    maxAttempts: 20,
  },
);

/** Midnight UTC at the start of an ISO date (the server's dates are UTC days, as todayIso). */
const startOf = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

export async function editClassification(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerClassificationEdit'>,
): Promise<Answer<'employerClassificationEdit'>> {
  const now = s.now();
  const today = todayIso(now);
  if (input.newLimit) {
    const problem = limitChangeDateProblem(input.newLimit.effective_date, canadianToday(now));
    if (problem) throw validationError({ effective_date: M[problem] }, MESSAGES.correctInformation);
  }
  return s.db.transaction(async (tx) => {
    // The names lock first (a rename and an add of one name decide one at a time), then the row's.
    await q.lockCompanyNames(tx, company.id);
    const row = await q.lockClassification(tx, company.id, input.classificationId);
    if (!row) throw notFound(M.classificationNotFound);
    await assertNameFree(tx, company, input.classificationName, row.id);
    const actor = actorOf(employee);
    await q.updateClassification(tx, row.id, {
      name: input.classificationName,
      periodType: input.periodType,
    });
    await recordChanges(
      tx,
      actor,
      companyOf(company),
      'classification',
      String(row.id),
      { classificationName: row.name, periodType: row.periodType },
      { classificationName: input.classificationName, periodType: input.periodType },
    );
    let message: string = M.classificationUpdated;
    let keptMembers = 0;
    if (input.newLimit) {
      const wsa = await wellnessCents(tx, company, input.newLimit.wellnessAmountCents);
      if (input.newLimit.amountCents === row.hsaAmountCents && wsa === row.wsaAmountCents) {
        throw validationError({ amountCents: M.limitUnchanged }, MESSAGES.correctInformation);
      }
      if (await q.pendingChangeOf(tx, row.id)) {
        throw conflict('effective_date', M.pendingChangeExists);
      }
      const change = await q.insertLimitChange(tx, {
        employerId: company.id,
        classificationId: row.id,
        hsaAmountCents: input.newLimit.amountCents,
        wsaAmountCents: wsa,
        effectiveDate: input.newLimit.effective_date,
      });
      await recordChanges(tx, actor, companyOf(company), 'limitChange', String(change.id), null, {
        classificationId: row.id,
        amountCents: change.hsaAmountCents,
        wellnessAmountCents: change.wsaAmountCents,
        effectiveDate: change.effectiveDate,
        state: 'pending',
      });
      if (compareIsoDates(change.effectiveDate, today) <= 0) {
        // Dated today: applied now, in this transaction, so the answer shows the new limit in
        // effect (and the members' balances with it) instead of a change pending for a job.
        // Members who had already used more than a lower amount keep what was paid (their balance
        // stops at $0.00): the answer says how many.
        const { kept } = await applyLimitChangeIn(tx, change.id, now, actor);
        keptMembers = kept;
        message =
          kept > 0
            ? keyedMessage('classifications.limitChangeAppliedKept', { count: kept })
            : M.limitChangeApplied;
      } else {
        await s.jobs.enqueue(
          tx,
          limitChangeJob,
          { changeId: change.id },
          { key: `limit-change:${change.id}`, runAt: startOf(change.effectiveDate) },
        );
        message = M.limitChangeScheduled;
      }
    }
    return { ...(await classificationsOf(tx, company)), message, keptMembers };
  });
}

export async function deleteClassification(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerClassificationDelete'>,
): Promise<Answer<'employerClassificationDelete'>> {
  return s.db.transaction(async (tx) => {
    const row = await q.lockClassification(tx, company.id, input.classificationId);
    if (!row) throw notFound(M.classificationNotFound);
    if ((await q.classificationEmployeeCount(tx, row.id)) > 0) {
      throw conflict('classificationId', M.classificationHasEmployees);
    }
    await q.deleteClassification(tx, row.id);
    await recordChanges(
      tx,
      actorOf(employee),
      companyOf(company),
      'classification',
      String(row.id),
      {
        classificationName: row.name,
        amountCents: row.hsaAmountCents,
        wellnessAmountCents: row.wsaAmountCents,
        periodType: row.periodType,
        effectiveDate: row.effectiveDate,
      },
      null,
    );
    return { ...(await classificationsOf(tx, company)), message: M.classificationDeleted };
  });
}

export async function deletePendingLimit(
  s: Services,
  employee: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerClassificationDeletePending'>,
): Promise<Answer<'employerClassificationDeletePending'>> {
  return s.db.transaction(async (tx) => {
    // The change's row lock: its job, if it is running now, either applied it first (then it is no
    // longer pending) or finds it deleted.
    const change = await q.lockLimitChange(tx, input.pendingLimitId, company.id);
    if (!change || change.state !== 'pending') throw notFound(M.pendingChangeNotFound);
    await q.setLimitChangeState(tx, change.id, 'deleted', s.now());
    await recordChanges(
      tx,
      actorOf(employee),
      companyOf(company),
      'limitChange',
      String(change.id),
      { state: 'pending' },
      { state: 'deleted' },
    );
    return { ...(await classificationsOf(tx, company)), message: M.limitChangeDeleted };
  });
}

/**
 * The job: on the change's date, in one transaction with the job's completion, applies it
 * (applyLimitChangeIn, actor `system`).
 */
export function applyLimitChange(s: Pick<Services, 'now'>) {
  return async ({ changeId }: { changeId: number }, ctx: JobContext) => {
    await ctx.transaction((tx) =>
      applyLimitChangeIn(tx, changeId, s.now(), { kind: 'system', id: limitChangeJob.name }),
    );
  };
}

/**
 * Applies limit change `changeId` if it is still pending, in the caller's transaction (the job's on
 * its date; the edit's own for a change dated today): brings each member's plan year of the date to
 * the new amounts by the rule of every writer of a plan year's amounts (`planYearWrites`, decision
 * 0059, amended 2026-12-07), per account: a funded account gets the new amount less the limit the
 * ledger holds (which is the old amount whenever the ledger followed every change; a decrease takes
 * at most the balance, so none goes below $0.00), keyed so no effect is written twice; an unfunded
 * one of a member due today its plan-year deposit at the new amount (the daily run's row, kept once
 * by its index); any other nothing, the daily run funding it on its day. Makes the new amounts the
 * classification's. Answers how many members kept part of what a decrease would have taken (they
 * had already used more than the new amount). A change deleted before its date, or already
 * applied, does nothing.
 */
export async function applyLimitChangeIn(
  tx: Tx,
  changeId: number,
  at: Date,
  by: Party,
): Promise<{ kept: number }> {
  // Locks in the order the endpoints take them (classification, then change), so a classification
  // deleted at the same moment waits or is waited for, never deadlocks.
  const peek = await q.limitChange(tx, changeId);
  if (!peek || peek.state !== 'pending') return { kept: 0 };
  const cls = await q.lockClassification(tx, peek.employerId, peek.classificationId);
  const change = await q.lockLimitChange(tx, changeId);
  if (!cls || !change || change.state !== 'pending') return { kept: 0 };
  const after = { hsaCents: change.hsaAmountCents, wsaCents: change.wsaAmountCents };
  const today = todayIso(at);
  let kept = 0;
  for (const m of await q.classificationMembers(tx, cls.id)) {
    const planYear = planYearOn(
      {
        type: m.planYearEndType as PlanYearEndType,
        fiscalYearEnd: m.fiscalYearEnd,
        effectiveDate: m.effectiveDate,
      },
      change.effectiveDate,
    ).key;
    // Read under the member's row lock (the one claims take): a claim paid at this moment is either
    // in the balance read here or waits until this change is written. A member moved out of the
    // classification (or terminated) while this waited is no longer one.
    if (!(await q.lockMember(tx, m.id, cls.id))) continue;
    const ledger = await q.planYearLedger(tx, m.id, planYear);
    const writes = planYearWrites(ledger, after, { wsa: m.wellness, due: planYearDue(m, planYear, today) });
    await writePlanYearDeposits(tx, m.id, planYear, writes, at);
    for (const { kind, account, amountCents } of writes) {
      if (kind !== 'CHANGE' || amountCents === 0) continue;
      await q.writeLimitEffect(tx, { changeId: change.id, employeeId: m.id, planYear, account, amountCents });
    }
    if (writes.some((a) => a.keptCents > 0)) kept += 1;
  }
  await q.updateClassification(tx, cls.id, {
    hsaAmountCents: change.hsaAmountCents,
    wsaAmountCents: change.wsaAmountCents,
    effectiveDate: change.effectiveDate,
  });
  await q.setLimitChangeState(tx, change.id, 'applied', at);
  const company: Party = { kind: 'company', id: String(change.employerId) };
  await recordChanges(
    tx,
    by,
    company,
    'classification',
    String(cls.id),
    {
      amountCents: cls.hsaAmountCents,
      wellnessAmountCents: cls.wsaAmountCents,
      effectiveDate: cls.effectiveDate,
    },
    {
      amountCents: change.hsaAmountCents,
      wellnessAmountCents: change.wsaAmountCents,
      effectiveDate: change.effectiveDate,
    },
  );
  await recordChanges(
    tx,
    by,
    company,
    'limitChange',
    String(change.id),
    { state: 'pending' },
    {
      state: 'applied',
    },
  );
  return { kept };
}

// ---- For the wellness module (decision 0026) -------------------------------------------------

/**
 * The members of a classification a change on `date` applies to (not terminated, not non-member
 * admins), each with the plan year `date` falls in for them, whether that is the plan year they are
 * due on `today` (in force: `planYearDue`, decision 0059, amended 2026-12-07; a member whose
 * coverage starts later is not) and that plan year's wellness account as the ledger holds it
 * (funded or not, its limit and balance), read under the member's row lock (the one claims take):
 * the same reading a limit change makes (decision 0022), for the wellness module's changes. A member
 * moved out or terminated while the lock waited is left out.
 */
export async function classificationMembersOn(tx: Tx, classificationId: number, date: string, today: string) {
  const out: { id: number; wellness: boolean; planYear: number; due: boolean; wsa: LedgerAccount }[] = [];
  for (const m of await q.classificationMembers(tx, classificationId)) {
    const planYear = planYearOn(
      {
        type: m.planYearEndType as PlanYearEndType,
        fiscalYearEnd: m.fiscalYearEnd,
        effectiveDate: m.effectiveDate,
      },
      date,
    ).key;
    if (!(await q.lockMember(tx, m.id, classificationId))) continue;
    const ledger = await q.planYearLedger(tx, m.id, planYear);
    out.push({
      id: m.id,
      wellness: m.wellness,
      planYear,
      due: planYearDue(m, planYear, today),
      wsa: ledger.wsa,
    });
  }
  return out;
}

/** See queries.setPendingLimitWellness: pending limit changes keep a classification's new wellness amount. */
export const setPendingLimitWellness = (tx: Tx, classificationId: number, wsaCents: number) =>
  q.setPendingLimitWellness(tx, classificationId, wsaCents);

/**
 * An employee's plan year as the ledger holds it, per account: the limit (funding, limit and class
 * changes: LIMIT_LEDGER_KINDS), the balance, and whether that account is funded (decision 0059,
 * amended 2026-12-07: each account on its own). The class change and the limit recalculation read it
 * the way a limit change does (decisions 0022 and 0032, amended 2026-12-07).
 */
export const planYearLedger = (tx: Tx, employeeId: number, planYear: number) =>
  q.planYearLedger(tx, employeeId, planYear);
