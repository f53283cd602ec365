import { ErrorCode, type Api, type ParsedRequestOf, type ResponseOf } from '@benefits/contract';
import {
  accountChangeProblem,
  adminRemovalProblem,
  changeDateProblem,
  CLASSIFICATION_MESSAGES as CM,
  DIRECTORY_MESSAGES as M,
  employeeStatus,
  holdsAccount,
  MESSAGES,
  oneTimeBalanceProblem,
  pendingReductionsCents,
  planYearDue,
  planYearOn,
  planYearWrites,
  takesEffectNow,
  terminationDateProblem,
  terminationProblem,
  todayIso,
  type PlanYearEndType,
  ledgerReference,
} from '@benefits/domain';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { actorOf, recordChanges, type Party } from '../account/service/change-log';
import { AppError, notFound, validationError } from '../../platform/errors';
import { defineJob, type JobQueue } from '../../platform/jobs';
import type { CompanyContext, EmployeeContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import * as q from './queries';
import { planYearLedger } from '../classifications/service';
import { writePlanYearDeposits } from '../plan-year-funding/funding';
import { endCoverage, restoreCoverage } from '../plan/coverage';

/*
 * The company's employee directory (/directory/employees; docs/product §4 "Employee / employer";
 * decision 0024). Every function acts on the company of the caller's scope: an employee of another
 * company is "does not exist", like an unknown ID. Every change is in the change log in the
 * transaction that makes it. Class changes, one-time changes and terminations dated today or
 * earlier take effect at once; later ones wait for a durable job on their date (decision 0022's
 * shape), which applies them exactly once.
 */

type Answer<N extends keyof Api> = ResponseOf<Api[N]>;
type Input<N extends keyof Api> = ParsedRequestOf<Api[N]>;
type Entry = Answer<'employeeDirectory'>['employees'][number];

const subjectOf = (employeeId: number): Party => ({ kind: 'employee', id: String(employeeId) });
const conflict = (field: string, message: string) =>
  new AppError(ErrorCode.CONFLICT, { GENERAL: message, [field]: message });
const invalid = (field: string, message: string) =>
  validationError({ [field]: message }, MESSAGES.correctInformation);
const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

/** Midnight UTC at the start of an ISO date (the server's dates are UTC days, as todayIso). */
const startOf = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

// ---- The list --------------------------------------------------------------------------------

/** The wire entries of directory rows: this plan year's balances and what waits for its date. */
async function entriesOf(
  db: Tx,
  employerId: number,
  rows: q.DirectoryRow[],
  today: string,
): Promise<Entry[]> {
  const employer = await q.employerOf(db, employerId);
  const ids = rows.map((r) => r.id);
  const [sums, classChanges, oneTime] = [
    await q.ledgerSums(db, ids),
    await q.pendingClassChanges(db, ids),
    await q.pendingOneTimeChanges(db, ids),
  ];
  const sumOf = (employeeId: number, account: string, planYear: number) =>
    sums.find((x) => x.employeeId === employeeId && x.account === account && x.planYear === planYear)
      ?.cents ?? 0;
  return rows.map((r) => {
    const planYear = planYearOn(
      {
        type: (employer?.planYearEndType ?? 3) as PlanYearEndType,
        fiscalYearEnd: employer?.fiscalYearEnd ?? null,
        effectiveDate: r.effectiveDate,
      },
      today,
    );
    const cls = classChanges.find((c) => c.change.employeeId === r.id);
    return {
      ID: r.id,
      FIRST_NAME: r.firstName,
      LAST_NAME: r.lastName,
      EMAIL: r.email,
      division:
        r.divisionId !== null ? { divisionId: r.divisionId, divisionName: r.divisionName ?? '' } : null,
      classification:
        r.classificationId !== null
          ? { classificationId: r.classificationId, classificationName: r.classificationName ?? '' }
          : null,
      planYear: { start: planYear.start, end: planYear.end },
      // A non-member admin holds no account: no balance, rather than an empty one (product §2).
      hsaBalanceCents: holdsAccount(r) ? sumOf(r.id, 'HSA', planYear.key) : null,
      wsaBalanceCents:
        holdsAccount(r) && employer?.hasWellness && r.wellness ? sumOf(r.id, 'WSA', planYear.key) : null,
      GROUP_ADMIN: yn(r.groupAdmin),
      NON_MEMBER_ADMIN_ONLY: yn(r.nonMemberAdminOnly),
      TERMINATED_FLAG: yn(r.terminated),
      terminationDate: r.terminationDate,
      CLAIM_PERIOD_ENDED: yn(r.claimPeriodEnded),
      effectiveDate: r.effectiveDate,
      status: employeeStatus(r, today),
      pendingClassChange: cls
        ? {
            classChangeId: cls.change.id,
            newClassificationId: cls.change.classificationId,
            classificationName: cls.classificationName ?? '',
            changeDate: cls.change.changeDate,
          }
        : null,
      pendingOneTimeChanges: oneTime
        .filter((o) => o.employeeId === r.id)
        .map((o) => ({
          otcChangeId: o.id,
          changeAmountCents: o.amountCents,
          changeDate: o.changeDate,
          changeReason: o.reason,
        })),
    };
  });
}

export async function listDirectory(
  s: Services,
  company: CompanyContext,
  input: Input<'employeeDirectory'>,
): Promise<Answer<'employeeDirectory'>> {
  const today = todayIso(s.now());
  const rows = await q.listDirectory(s.db, company.id, { ...input, limit: input.limit + 1 }, today);
  const page = rows.slice(0, input.limit);
  return {
    employees: await entriesOf(s.db, company.id, page, today),
    hasMore: rows.length > input.limit,
    hasWellness: (await q.employerOf(s.db, company.id))?.hasWellness ?? false,
  };
}

/** The employee as the directory now shows them, with the change's message. */
async function changed(tx: Tx, s: Services, company: CompanyContext, employeeId: number, message: string) {
  const row = await q.directoryEntry(tx, company.id, employeeId);
  if (!row) throw notFound(M.employeeNotFound);
  const [employee] = await entriesOf(tx, company.id, [row], todayIso(s.now()));
  return { employee: employee!, message };
}

/** The company's employee, row-locked; another company's answers as an unknown ID does. */
async function employeeOf(tx: Tx, company: CompanyContext, employeeId: number) {
  const row = await q.lockEmployee(tx, company.id, employeeId);
  if (!row) throw notFound(M.employeeNotFound);
  return row;
}

/**
 * The company's employee, row-locked, when their account may be changed (a class change, a one-time
 * change): not a non-member admin, who has no account, and not terminated (domain accountChangeProblem).
 */
async function accountHolderOf(tx: Tx, company: CompanyContext, employeeId: number) {
  return mayChangeAccount(await employeeOf(tx, company, employeeId));
}

function mayChangeAccount<R extends { nonMemberAdminOnly: boolean; terminated: boolean }>(row: R): R {
  const problem = accountChangeProblem({ holdsAccount: holdsAccount(row), terminated: row.terminated });
  if (problem) throw conflict('employeeId', M[problem]);
  return row;
}

// ---- Name, division, administrator status ----------------------------------------------------

export async function changeName(
  s: Services,
  actor: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerChangeEmployeeName'>,
): Promise<Answer<'employerChangeEmployeeName'>> {
  return s.db.transaction(async (tx) => {
    const row = await employeeOf(tx, company, input.employeeId);
    if (row.firstName === input.FIRST_NAME && row.lastName === input.LAST_NAME) {
      throw invalid('FIRST_NAME', M.nameUnchanged);
    }
    await q.updateEmployee(tx, row.id, { firstName: input.FIRST_NAME, lastName: input.LAST_NAME });
    await recordChanges(
      tx,
      actorOf(actor),
      subjectOf(row.id),
      'employee',
      String(row.id),
      { firstName: row.firstName, lastName: row.lastName },
      { firstName: input.FIRST_NAME, lastName: input.LAST_NAME },
    );
    return changed(tx, s, company, row.id, M.nameChanged);
  });
}

export async function changeDivision(
  s: Services,
  actor: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerChangeEmployeeDivision'>,
): Promise<Answer<'employerChangeEmployeeDivision'>> {
  return s.db.transaction(async (tx) => {
    const row = await employeeOf(tx, company, input.employeeId);
    const division =
      input.divisionId === null ? null : await q.lockDivisionShared(tx, company.id, input.divisionId);
    if (division === undefined) throw invalid('divisionId', CM.divisionNotFound);
    const before = await q.divisionOf(tx, row.id);
    await q.setDivision(tx, row.id, division?.id ?? null);
    await recordChanges(
      tx,
      actorOf(actor),
      subjectOf(row.id),
      'employeeDivision',
      String(row.id),
      { divisionId: before?.id ?? null, divisionName: before?.name ?? null },
      { divisionId: division?.id ?? null, divisionName: division?.name ?? null },
    );
    return changed(tx, s, company, row.id, M.divisionChanged);
  });
}

export async function toggleAdmin(
  s: Services,
  actor: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerToggleBcStatus'>,
): Promise<Answer<'employerToggleBcStatus'>> {
  return s.db.transaction(async (tx) => {
    // One administrator change of the company at a time: two admins removing each other at the
    // same moment cannot leave the company without one.
    await q.lockEmployer(tx, company.id);
    const row = await employeeOf(tx, company, input.employeeId);
    if (row.nonMemberAdminOnly) throw conflict('employeeId', M.nonMemberAdmin);
    if (!row.groupAdmin && (row.terminated || row.terminationDate)) {
      throw conflict('employeeId', M.accountTerminated);
    }
    if (row.groupAdmin) {
      const problem = adminRemovalProblem({
        actorId: actor.id,
        employeeId: row.id,
        otherAdmins: await q.otherActiveAdmins(tx, company.id, row.id),
      });
      if (problem) throw conflict('employeeId', M[problem]);
    }
    await q.updateEmployee(tx, row.id, { groupAdmin: !row.groupAdmin });
    await recordChanges(
      tx,
      actorOf(actor),
      subjectOf(row.id),
      'employee',
      String(row.id),
      { groupAdmin: row.groupAdmin },
      { groupAdmin: !row.groupAdmin },
    );
    return changed(tx, s, company, row.id, row.groupAdmin ? M.adminRemoved : M.adminGranted);
  });
}

// ---- Termination -----------------------------------------------------------------------------

/** A termination's date: the employee's account becomes terminated on it (decision 0024). */
export const terminationJob = defineJob(
  'employee-termination',
  z.object({ employerId: z.number().int(), employeeId: z.number().int(), termDate: z.string() }),
  { maxAttempts: 20 },
);

export async function terminate(
  s: Services,
  actor: EmployeeContext,
  company: CompanyContext,
  input: Input<'employeeTerminate'>,
): Promise<Answer<'employeeTerminate'>> {
  const now = s.now();
  const today = todayIso(now);
  const dateProblem = changeDateProblem(input.termDate, today, 'termination');
  if (dateProblem) throw invalid('termDate', M[dateProblem]);
  return s.db.transaction(async (tx) => {
    await q.lockEmployer(tx, company.id);
    const row = await employeeOf(tx, company, input.employeeId);
    const beforeStart = terminationDateProblem(input.termDate, row.effectiveDate);
    if (beforeStart) throw invalid('termDate', M[beforeStart]);
    const isAdmin = row.groupAdmin || row.nonMemberAdminOnly;
    const problem = terminationProblem({
      actorId: actor.id,
      employeeId: row.id,
      isAdmin,
      otherAdmins: isAdmin ? await q.otherActiveAdmins(tx, company.id, row.id) : 0,
      terminated: row.terminated,
      terminationDate: row.terminationDate,
    });
    if (problem) throw conflict('employeeId', M[problem]);
    const atOnce = takesEffectNow(input.termDate, today);
    await q.updateEmployee(tx, row.id, { terminationDate: input.termDate, terminated: atOnce });
    // Insurance coverage ends on the termination date (decision 37).
    await endCoverage(tx, row.id, input.termDate);
    if (!atOnce) {
      await s.jobs.enqueue(
        tx,
        terminationJob,
        { employerId: company.id, employeeId: row.id, termDate: input.termDate },
        { key: `termination:${row.id}:${input.termDate}`, runAt: startOf(input.termDate) },
      );
    }
    await recordChanges(
      tx,
      actorOf(actor),
      subjectOf(row.id),
      'employee',
      String(row.id),
      { terminated: row.terminated, terminationDate: row.terminationDate },
      { terminated: atOnce, terminationDate: input.termDate },
    );
    return changed(tx, s, company, row.id, atOnce ? M.employeeTerminated : M.terminationScheduled);
  });
}

export async function cancelTermination(
  s: Services,
  actor: EmployeeContext,
  company: CompanyContext,
  input: Input<'employeeCancelTerminate'>,
): Promise<Answer<'employeeCancelTerminate'>> {
  return s.db.transaction(async (tx) => {
    const row = await employeeOf(tx, company, input.employeeId);
    if (!row.terminated && !row.terminationDate) throw conflict('employeeId', M.notTerminated);
    if (row.terminated && row.claimPeriodEnded) throw conflict('employeeId', M.claimPeriodEnded);
    await q.updateEmployee(tx, row.id, { terminated: false, terminationDate: null });
    if (row.terminationDate) await restoreCoverage(tx, row.id, row.terminationDate);
    await recordChanges(
      tx,
      actorOf(actor),
      subjectOf(row.id),
      'employee',
      String(row.id),
      { terminated: row.terminated, terminationDate: row.terminationDate },
      { terminated: false, terminationDate: null },
    );
    return changed(tx, s, company, row.id, M.terminationCancelled);
  });
}

/**
 * The termination job: on its date the account becomes terminated, unless the termination was
 * cancelled (or moved to another date) meanwhile. Setting a flag under the employee's lock is
 * idempotent; the change log is written only by the run that changed it.
 */
export async function applyTermination(
  tx: Tx,
  p: { employerId: number; employeeId: number; termDate: string },
): Promise<void> {
  const row = await q.lockEmployee(tx, p.employerId, p.employeeId);
  if (!row || row.terminated || row.terminationDate !== p.termDate) return;
  await q.updateEmployee(tx, row.id, { terminated: true });
  await recordChanges(
    tx,
    { kind: 'system', id: terminationJob.name },
    subjectOf(row.id),
    'employee',
    String(row.id),
    { terminated: false },
    { terminated: true },
  );
}

// ---- Class changes ---------------------------------------------------------------------------

/** A class change's date: the employee moves to the new classification on it (decision 0024). */
export const classChangeJob = defineJob('employee-class-change', z.object({ changeId: z.number().int() }), {
  maxAttempts: 20,
});

export async function addClassChange(
  s: Services,
  actor: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerClassChangeAdd'>,
): Promise<Answer<'employerClassChangeAdd'>> {
  const now = s.now();
  const today = todayIso(now);
  const dateProblem = changeDateProblem(input.changeDate, today);
  if (dateProblem) throw invalid('changeDate', M[dateProblem]);
  return s.db.transaction(async (tx) => {
    const row = await accountHolderOf(tx, company, input.employeeId);
    const target = await q.lockClassificationShared(tx, company.id, input.newClassificationId);
    if (!target) throw invalid('newClassificationId', CM.classificationNotFound);
    if ((await q.classificationOf(tx, row.id))?.id === target.id) {
      throw invalid('newClassificationId', M.sameClassification);
    }
    if (await q.pendingClassChangeOf(tx, row.id)) throw conflict('changeDate', M.classChangePendingExists);
    const change = await q.insertClassChange(tx, {
      employerId: company.id,
      employeeId: row.id,
      classificationId: target.id,
      changeDate: input.changeDate,
    });
    await recordChanges(tx, actorOf(actor), subjectOf(row.id), 'classChange', String(change.id), null, {
      newClassificationId: target.id,
      changeDate: change.changeDate,
      state: 'pending',
    });
    if (takesEffectNow(change.changeDate, today)) {
      await applyClassChange(tx, change.id, now, actorOf(actor));
      return changed(tx, s, company, row.id, M.classChanged);
    }
    await s.jobs.enqueue(
      tx,
      classChangeJob,
      { changeId: change.id },
      { key: `class-change:${change.id}`, runAt: startOf(change.changeDate) },
    );
    return changed(tx, s, company, row.id, M.classChangeScheduled);
  });
}

export async function removeClassChange(
  s: Services,
  actor: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerClassChangeRemove'>,
): Promise<Answer<'employerClassChangeRemove'>> {
  return s.db.transaction(async (tx) => {
    // Locks in the job's order (employee, then change): a job running now either applied it first
    // (then it is no longer pending) or finds it deleted.
    const peek = await q.classChange(tx, input.classChangeId, company.id);
    if (!peek) throw notFound(M.classChangeNotFound);
    await employeeOf(tx, company, peek.employeeId);
    const change = await q.lockClassChange(tx, peek.id);
    if (!change || change.state !== 'pending') throw notFound(M.classChangeNotFound);
    await q.setClassChangeState(tx, change.id, 'deleted', s.now());
    await recordChanges(
      tx,
      actorOf(actor),
      subjectOf(change.employeeId),
      'classChange',
      String(change.id),
      { state: 'pending' },
      { state: 'deleted' },
    );
    return changed(tx, s, company, change.employeeId, M.classChangeRemoved);
  });
}

/** The plan year a date falls in for an employee (their employer's terms, their effective date). */
async function planYearsOf(
  tx: Tx,
  employerId: number,
  effectiveDate: string,
): Promise<(date: string) => number> {
  const employer = await q.employerOf(tx, employerId);
  const terms = {
    type: (employer?.planYearEndType ?? 3) as PlanYearEndType,
    fiscalYearEnd: employer?.fiscalYearEnd ?? null,
    effectiveDate,
  };
  return (date) => planYearOn(terms, date).key;
}

async function planYearOf(tx: Tx, employerId: number, effectiveDate: string, date: string): Promise<number> {
  return (await planYearsOf(tx, employerId, effectiveDate))(date);
}

/**
 * Applies class change `changeId` if it is still pending, in the caller's transaction: the employee
 * joins the new classification and their plan year of the change's date is brought to its amounts
 * by the rule of every writer of a plan year's amounts (`planYearWrites`, decision 0059, amended
 * 2026-12-07), per account, whether or not they had a classification before: a funded account gets
 * the new amounts less the limit its ledger holds, a decrease stopping at a $0.00 balance (decision
 * 0022), keyed so no effect is written twice; an unfunded one of a member due today (in force,
 * that plan year containing today) its plan-year deposit at once (the enrolment's and the daily
 * run's row, kept once by its index): so the sign-up's people, classified for the first time, are
 * funded on the spot; any other account nothing, the daily run funding it on its day. A change of
 * an employee terminated meanwhile, or to a classification deleted meanwhile, lapses.
 */
export async function applyClassChange(tx: Tx, changeId: number, at: Date, by: Party): Promise<void> {
  const peek = await q.classChange(tx, changeId);
  if (!peek || peek.state !== 'pending') return;
  const employee = await q.lockEmployee(tx, peek.employerId, peek.employeeId);
  const change = await q.lockClassChange(tx, changeId);
  if (!employee || !change || change.state !== 'pending') return;
  const target = await q.lockClassificationShared(tx, change.employerId, change.classificationId);
  const log = (state: string) =>
    recordChanges(
      tx,
      by,
      subjectOf(employee.id),
      'classChange',
      String(change.id),
      { state: 'pending' },
      { state },
    );
  // A change of an employee terminated meanwhile, to a classification deleted meanwhile, or of a
  // non-member admin (who has no account; one scheduled before the directory refused it) lapses.
  if (employee.terminated || !target || !holdsAccount(employee)) {
    await q.setClassChangeState(tx, change.id, 'lapsed', at);
    await log('lapsed');
    return;
  }
  const before = await q.classificationOf(tx, employee.id);
  await q.setClassification(tx, employee.id, target.id);
  const employer = await q.employerOf(tx, change.employerId);
  const terms = {
    type: (employer?.planYearEndType ?? 3) as PlanYearEndType,
    fiscalYearEnd: employer?.fiscalYearEnd ?? null,
    effectiveDate: employee.effectiveDate,
  };
  const planYear = planYearOn(terms, change.changeDate).key;
  const due = planYearDue(
    {
      ...employee,
      planYearEndType: terms.type,
      fiscalYearEnd: terms.fiscalYearEnd,
      cancellationDate: employer?.cancellationDate ?? null,
      planClosed: employer?.planClosed ?? false,
    },
    planYear,
    todayIso(at),
  );
  // Read and written under the employee's row lock taken above (the one claims take).
  const writes = planYearWrites(
    await planYearLedger(tx, employee.id, planYear),
    { hsaCents: target.hsaAmountCents, wsaCents: target.wsaAmountCents },
    { wsa: employee.wellness, due },
  );
  await writePlanYearDeposits(tx, employee.id, planYear, writes, at);
  for (const { kind, account, amountCents } of writes) {
    if (kind !== 'CHANGE' || amountCents === 0) continue;
    await q.writeChangeEffect(tx, {
      kind: 'class',
      changeId: change.id,
      employeeId: employee.id,
      planYear,
      account,
      amountCents,
      ledgerKind: 'CLASS_CHANGE',
      reference: ledgerReference('classChange', { id: change.id }),
    });
  }
  await q.setClassChangeState(tx, change.id, 'applied', at);
  await recordChanges(
    tx,
    by,
    subjectOf(employee.id),
    'employeeClassification',
    String(employee.id),
    { classificationId: before?.id ?? null, classificationName: before?.name ?? null },
    { classificationId: target.id, classificationName: target.name },
  );
  await log('applied');
}

// ---- One-time changes ------------------------------------------------------------------------

/** A one-time change's date: its ledger row is written on it (decision 0024). */
export const oneTimeChangeJob = defineJob(
  'employee-one-time-change',
  z.object({ changeId: z.number().int() }),
  { maxAttempts: 20 },
);

/** The message a one-time change answered when it was made: applied at once, or scheduled. */
const oneTimeMessage = (change: q.OneTimeChangeRow) =>
  takesEffectNow(change.changeDate, todayIso(change.createdAt))
    ? M.oneTimeChangeApplied
    : M.oneTimeChangeScheduled;

/**
 * The change a request ID already made, as the request asks it again, or a conflict when the ID was
 * used for another change (another employee, amount, date or reason).
 */
function sameRequest(earlier: q.OneTimeChangeRow, input: Input<'employerOtcChangeAdd'>) {
  const same =
    earlier.employeeId === input.employeeId &&
    earlier.amountCents === input.changeAmountCents &&
    earlier.changeDate === input.changeDate &&
    earlier.reason === input.changeReason;
  if (!same) throw new AppError(ErrorCode.CONFLICT, { GENERAL: M.oneTimeRequestReused });
  return earlier;
}

/**
 * /employer/otc-change/add: a one-time change once per request ID. The change keeps the caller's
 * request ID (unique per company, employee_one_time_changes_request_idx): the same change sent
 * again (a double click, a retried call, a second tab) waits for the employee's lock, finds the
 * first one's row and answers as the first did, before the balance check the first has changed,
 * writing and logging nothing more; the same ID with other details is refused (409).
 */
export async function addOneTimeChange(
  s: Services,
  actor: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerOtcChangeAdd'>,
): Promise<Answer<'employerOtcChangeAdd'>> {
  const now = s.now();
  const today = todayIso(now);
  const dateProblem = changeDateProblem(input.changeDate, today);
  if (dateProblem) throw invalid('changeDate', M[dateProblem]);
  return s.db.transaction(async (tx) => {
    const locked = await employeeOf(tx, company, input.employeeId);
    // Under the employee's lock, so a repeat sent at the same time sees the first one's row once it
    // commits; before the account and balance checks, which the first change may have changed.
    const earlier = await q.oneTimeChangeOfRequest(tx, company.id, input.requestId);
    if (earlier) {
      const first = sameRequest(earlier, input);
      return changed(tx, s, company, first.employeeId, oneTimeMessage(first));
    }
    const row = mayChangeAccount(locked);
    if (input.changeAmountCents < 0) {
      // Under the employee's lock (claims and other changes of their balance take it too): the HSA
      // balance of the plan year the change's date falls in, less what reductions already waiting
      // for their date in that plan year will take.
      const planYearOfDate = await planYearsOf(tx, company.id, row.effectiveDate);
      const planYear = planYearOfDate(input.changeDate);
      const waiting = (await q.pendingOneTimeChanges(tx, [row.id])).filter(
        (o) => planYearOfDate(o.changeDate) === planYear,
      );
      const problem = oneTimeBalanceProblem({
        amountCents: input.changeAmountCents,
        balanceCents: await q.ledgerBalance(tx, row.id, 'HSA', planYear),
        pendingCents: pendingReductionsCents(waiting.map((o) => o.amountCents)),
      });
      if (problem) throw invalid('changeAmountCents', problem);
    }
    const change = await q.insertOneTimeChange(tx, {
      employerId: company.id,
      employeeId: row.id,
      amountCents: input.changeAmountCents,
      changeDate: input.changeDate,
      reason: input.changeReason,
      requestId: input.requestId,
    });
    if (!change) {
      // The ID was taken meanwhile by a change this transaction did not wait for (another
      // employee's: the same employee's waits for the lock above); the insert waited for it.
      const other = await q.oneTimeChangeOfRequest(tx, company.id, input.requestId);
      if (!other) throw new AppError(ErrorCode.CONFLICT, { GENERAL: M.oneTimeRequestReused });
      const first = sameRequest(other, input);
      return changed(tx, s, company, first.employeeId, oneTimeMessage(first));
    }
    await recordChanges(tx, actorOf(actor), subjectOf(row.id), 'oneTimeChange', String(change.id), null, {
      changeAmountCents: change.amountCents,
      changeDate: change.changeDate,
      changeReason: change.reason,
      state: 'pending',
    });
    if (takesEffectNow(change.changeDate, today)) {
      await applyOneTimeChange(tx, change.id, now, actorOf(actor));
      return changed(tx, s, company, row.id, M.oneTimeChangeApplied);
    }
    await s.jobs.enqueue(
      tx,
      oneTimeChangeJob,
      { changeId: change.id },
      { key: `one-time-change:${change.id}`, runAt: startOf(change.changeDate) },
    );
    return changed(tx, s, company, row.id, M.oneTimeChangeScheduled);
  });
}

export async function removeOneTimeChange(
  s: Services,
  actor: EmployeeContext,
  company: CompanyContext,
  input: Input<'employerOtcChangeRemove'>,
): Promise<Answer<'employerOtcChangeRemove'>> {
  return s.db.transaction(async (tx) => {
    const peek = await q.oneTimeChange(tx, input.otcChangeId, company.id);
    if (!peek) throw notFound(M.oneTimeChangeNotFound);
    await employeeOf(tx, company, peek.employeeId);
    const change = await q.lockOneTimeChange(tx, peek.id);
    if (!change || change.state !== 'pending') throw notFound(M.oneTimeChangeNotFound);
    await q.setOneTimeChangeState(tx, change.id, 'deleted', s.now());
    await recordChanges(
      tx,
      actorOf(actor),
      subjectOf(change.employeeId),
      'oneTimeChange',
      String(change.id),
      { state: 'pending' },
      { state: 'deleted' },
    );
    return changed(tx, s, company, change.employeeId, M.oneTimeChangeRemoved);
  });
}

/**
 * Applies one-time change `changeId` if it is still pending, in the caller's transaction: one
 * balance_ledger row on the employee's HSA for the plan year its date falls in, keyed so it is
 * written once. A change of an employee terminated meanwhile, or of a non-member admin, lapses; so
 * does a reduction that would now take the balance below $0.00 (claims paid since it was scheduled
 * took what it was to take back).
 */
export async function applyOneTimeChange(tx: Tx, changeId: number, at: Date, by: Party): Promise<void> {
  const peek = await q.oneTimeChange(tx, changeId);
  if (!peek || peek.state !== 'pending') return;
  const employee = await q.lockEmployee(tx, peek.employerId, peek.employeeId);
  const change = await q.lockOneTimeChange(tx, changeId);
  if (!employee || !change || change.state !== 'pending') return;
  const planYear = await planYearOf(tx, change.employerId, employee.effectiveDate, change.changeDate);
  const overdraws = async () =>
    change.amountCents < 0 &&
    oneTimeBalanceProblem({
      amountCents: change.amountCents,
      balanceCents: await q.ledgerBalance(tx, employee.id, 'HSA', planYear),
      pendingCents: 0,
    }) !== null;
  const state =
    accountChangeProblem({ holdsAccount: holdsAccount(employee), terminated: employee.terminated }) ||
    (await overdraws())
      ? 'lapsed'
      : 'applied';
  if (state === 'applied') {
    await q.writeChangeEffect(tx, {
      kind: 'otc',
      changeId: change.id,
      employeeId: employee.id,
      account: 'HSA',
      planYear,
      amountCents: change.amountCents,
      ledgerKind: 'ONE_TIME_CHANGE',
      reference: ledgerReference('oneTimeChange', { id: change.id, text: change.reason }),
    });
  }
  await q.setOneTimeChangeState(tx, change.id, state, at);
  await recordChanges(
    tx,
    by,
    subjectOf(employee.id),
    'oneTimeChange',
    String(change.id),
    { state: 'pending' },
    { state },
  );
}

// ---- The jobs --------------------------------------------------------------------------------

/** Registers the directory's effective-dated jobs on a queue (app.ts; tests' second workers). */
export function registerDirectoryJobs(jobs: JobQueue, s: Pick<Services, 'now'>): void {
  jobs.register(classChangeJob, ({ changeId }, ctx) =>
    ctx.transaction((tx) =>
      applyClassChange(tx, changeId, s.now(), { kind: 'system', id: classChangeJob.name }),
    ),
  );
  jobs.register(oneTimeChangeJob, ({ changeId }, ctx) =>
    ctx.transaction((tx) =>
      applyOneTimeChange(tx, changeId, s.now(), { kind: 'system', id: oneTimeChangeJob.name }),
    ),
  );
  jobs.register(terminationJob, (payload, ctx) => ctx.transaction((tx) => applyTermination(tx, payload)));
}
