import type { Api, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import {
  ACCOUNT_MESSAGES,
  checkDependantAge,
  checkDependantList,
  checkStudentExtension,
  earliestCanadianToday,
  compareIsoDates,
  DEPENDANT_NAME_MAX_LENGTH,
  dependantEffectiveDate,
  isStudentAgeChild,
  lengthErrors,
  MESSAGES,
  needsStudentProof,
  RELATIONSHIPS,
  relationshipName,
  studentExtensionLatestDate,
  toIsoDate,
} from '@benefits/domain';
import { notFound, validationError } from '../../../platform/errors';
import type { Services } from '../../../platform/services';
import type { EmployeeContext } from '../../../platform/principals';
import { assertMayChange, assertPlanMember, partiesOf, problemError, requireAccount, yn } from './account';
import { recordChanges, type AuditRecord } from './change-log';
import type { Tx } from '../../../db/client';
import {
  findDependant,
  insertDependant,
  listDependants,
  lockEmployee,
  removeDependant,
  updateDependant,
  type DependantRow,
} from '../queries';

type DependantAnswer = ResponseOf<Api['employeeDependantAdd']>['dependant'];
type DependantInput = ParsedRequestOf<Api['employeeDependantAdd']>;

/** A dependant row as the API answers it (docs/product §3 "Dependant" names). */
function toAnswer(row: DependantRow, today: string): DependantAnswer {
  const facts = {
    relation: row.relation,
    birthDate: row.birthDate,
    isStudent: row.isStudent,
    extDate: row.extDate,
  };
  return {
    depId: row.id,
    depFirstName: row.firstName,
    depLastName: row.lastName,
    depRelation: row.relation,
    depRelationName: relationshipName(row.relation),
    depBirthDate: row.birthDate,
    depEffectiveDate: row.effectiveDate,
    depIsStudent: yn(row.isStudent),
    depExtDate: row.extDate ?? null,
    needsStudentProof: needsStudentProof(facts, today),
    depExtMaxDate:
      row.relation === RELATIONSHIPS.DEPENDENT_CHILD ? studentExtensionLatestDate(row.birthDate) : null,
  };
}

/** The fields the change log records, by their spec names. */
const audited = (
  row: Pick<
    DependantRow,
    'firstName' | 'lastName' | 'relation' | 'birthDate' | 'effectiveDate' | 'isStudent' | 'extDate'
  >,
) => ({
  depFirstName: row.firstName,
  depLastName: row.lastName,
  depRelation: row.relation,
  depBirthDate: row.birthDate,
  depEffectiveDate: row.effectiveDate,
  depIsStudent: row.isStudent,
  depExtDate: row.extDate,
});

async function answerList(db: Services['db'] | Tx, employeeId: number, today: string) {
  return (await listDependants(db, employeeId)).map((d) => toAnswer(d, today));
}

/** Field checks shared by add and edit, beyond the schema: lengths and the age rule on the server's clock. */
function checkDependantFields(input: DependantInput, today: string): void {
  const tooLong = lengthErrors(input, {
    depFirstName: DEPENDANT_NAME_MAX_LENGTH,
    depLastName: DEPENDANT_NAME_MAX_LENGTH,
  });
  if (Object.keys(tooLong).length > 0) throw validationError(tooLong, MESSAGES.correctInformation);
  const age = checkDependantAge(input.depRelation, input.depBirthDate, today);
  if (!age.ok) throw validationError({ depBirthDate: age.message }, MESSAGES.correctInformation);
}

/** The dependant's ID from the payload; one that cannot exist answers "not found". */
function dependantIdOf(value: string): number {
  return Number(value);
}

async function ownDependant(tx: Tx, employeeId: number, depId: string): Promise<DependantRow> {
  const row = await findDependant(tx, employeeId, dependantIdOf(depId));
  // Someone else's dependant, a removed one and an unknown ID all answer the same.
  if (!row) throw notFound(ACCOUNT_MESSAGES.dependantNotFound);
  return row;
}

export async function listDependantsOf(s: Services, me: EmployeeContext) {
  const id = me.id;
  return { dependants: await answerList(s.db, id, toIsoDate(s.now())) };
}

/** What a change to the dependants works with, inside the transaction that holds the employee's lock. */
interface DependantChange {
  tx: Tx;
  employeeId: number;
  /** The employee's effective date: no dependant's coverage starts before it. */
  employeeEffectiveDate: string;
  now: Date;
  today: string;
  /** Writes one dependant's change to the change log (masked as the log masks). */
  log: (depId: number, before: AuditRecord | null, after: AuditRecord) => Promise<void>;
  /** The answer of add, edit and extend: the changed dependant, the whole list and the message. */
  answer: (
    row: DependantRow,
    message: string,
  ) => Promise<{
    dependant: DependantAnswer;
    dependants: DependantAnswer[];
    message: string;
  }>;
}

/**
 * Every change to an employee's dependants: an account that may change (not terminated, a plan
 * member), one transaction holding the employee's row lock (so two changes cannot both pass the
 * list rules), and the change log.
 */
async function changeDependants<T>(
  s: Services,
  me: EmployeeContext,
  work: (change: DependantChange) => Promise<T>,
): Promise<T> {
  const employeeId = me.id;
  const { e } = await requireAccount(s, employeeId);
  assertMayChange(e);
  assertPlanMember(e);
  const now = s.now();
  const today = toIsoDate(now);
  const { actor, subject } = partiesOf(me);
  return s.db.transaction(async (tx) => {
    await lockEmployee(tx, employeeId);
    return work({
      tx,
      employeeId,
      employeeEffectiveDate: e.effectiveDate,
      now,
      today,
      log: async (depId, before, after) => {
        await recordChanges(tx, actor, subject, 'dependant', String(depId), before, after, [], now);
      },
      answer: async (row, message) => ({
        dependant: toAnswer(row, today),
        dependants: await answerList(tx, employeeId, today),
        message,
      }),
    });
  });
}

/**
 * /employee/dependant/add: the age rule, no one listed twice (same names and birth date), one
 * spouse, at most 20, coverage from today (or the given date).
 */
export function addDependant(s: Services, me: EmployeeContext, input: DependantInput) {
  return changeDependants(
    s,
    me,
    async ({ tx, employeeId, employeeEffectiveDate, now, today, log, answer }) => {
      checkDependantFields(input, today);
      const start = dependantEffectiveDate(input.depEffectiveDate, employeeEffectiveDate, today);
      if (!start.ok) throw problemError(start.problem);
      // Under the employee's lock: two adds of one dependant at once (a retry, a second tab) make one.
      const problem = checkDependantList(await listDependants(tx, employeeId), {
        relation: input.depRelation,
        firstName: input.depFirstName,
        lastName: input.depLastName,
        birthDate: input.depBirthDate,
      });
      if (problem) throw problemError(problem);
      const row = await insertDependant(tx, {
        employeeId,
        firstName: input.depFirstName,
        lastName: input.depLastName,
        relation: input.depRelation,
        birthDate: input.depBirthDate,
        effectiveDate: start.date,
        isStudent: false,
        extDate: null,
        createdAt: now,
      });
      await log(row!.id, null, audited(row!));
      return answer(row!, MESSAGES.dependantAdded);
    },
  );
}

/**
 * /employee/dependant/edit: same rules as adding. A blank effective date keeps the current one.
 * The student extension is changed only by /extend, but it is dropped when the dependant no longer
 * qualifies (not a child aged 21+, or past the latest extension date).
 */
export function editDependant(
  s: Services,
  me: EmployeeContext,
  input: ParsedRequestOf<Api['employeeDependantEdit']>,
) {
  return changeDependants(s, me, async ({ tx, employeeId, employeeEffectiveDate, today, log, answer }) => {
    const current = await ownDependant(tx, employeeId, input.depId);
    checkDependantFields(input, today);
    let effectiveDate = current.effectiveDate;
    if (input.depEffectiveDate !== '') {
      const start = dependantEffectiveDate(input.depEffectiveDate, employeeEffectiveDate, today);
      if (!start.ok) throw problemError(start.problem);
      effectiveDate = start.date;
    }
    const listed = await listDependants(tx, employeeId);
    const problem = checkDependantList(listed, {
      id: current.id,
      relation: input.depRelation,
      firstName: input.depFirstName,
      lastName: input.depLastName,
      birthDate: input.depBirthDate,
    });
    if (problem) throw problemError(problem);
    const next = { relation: input.depRelation, birthDate: input.depBirthDate };
    const keepsExtension =
      current.isStudent &&
      current.extDate !== null &&
      isStudentAgeChild(next, today) &&
      compareIsoDates(current.extDate, studentExtensionLatestDate(next.birthDate)) <= 0;
    const row = await updateDependant(tx, current.id, {
      firstName: input.depFirstName,
      lastName: input.depLastName,
      relation: input.depRelation,
      birthDate: input.depBirthDate,
      effectiveDate,
      isStudent: keepsExtension,
      extDate: keepsExtension ? current.extDate : null,
    });
    await log(current.id, audited(current), audited(row!));
    return answer(row!, ACCOUNT_MESSAGES.dependantUpdated);
  });
}

/**
 * /employee/dependant/extend: a dependent child aged 21 or more who is a full-time student stays
 * covered until depExtDate (today at the earliest, December 31 of the year they turn 25 at the
 * latest). depIsStudent 'N' removes the extension.
 */
export function extendDependant(
  s: Services,
  me: EmployeeContext,
  input: ParsedRequestOf<Api['employeeDependantExtend']>,
) {
  return changeDependants(s, me, async ({ tx, employeeId, now, log, answer }) => {
    const current = await ownDependant(tx, employeeId, input.depId);
    const student = input.depIsStudent === 'Y';
    if (student) {
      // Today on the employee's calendar, wherever in Canada they are (decision 0056).
      const problem = checkStudentExtension(
        { relation: current.relation, birthDate: current.birthDate },
        input.depExtDate,
        earliestCanadianToday(now),
      );
      if (problem) throw problemError(problem);
    }
    const row = await updateDependant(tx, current.id, {
      isStudent: student,
      extDate: student ? input.depExtDate : null,
    });
    await log(current.id, audited(current), audited(row!));
    return answer(
      row!,
      student ? ACCOUNT_MESSAGES.studentExtensionSaved : ACCOUNT_MESSAGES.studentExtensionRemoved,
    );
  });
}

/** /employee/dependant/delete: a soft delete (removed_at), so claim history keeps the name. */
export function deleteDependant(
  s: Services,
  me: EmployeeContext,
  input: ParsedRequestOf<Api['employeeDependantDelete']>,
) {
  return changeDependants(s, me, async ({ tx, employeeId, now, today, log }) => {
    const current = await ownDependant(tx, employeeId, input.depId);
    await removeDependant(tx, current.id, now);
    await log(current.id, { removedAt: null }, { removedAt: now.toISOString() });
    return {
      depId: current.id,
      dependants: await answerList(tx, employeeId, today),
      message: MESSAGES.dependantRemoved,
    };
  });
}

/** The employee's dependants that are not removed, oldest first (for the claims module). */
export const liveDependantsOf = (db: Tx, employeeId: number) => listDependants(db, employeeId);

/** One of the employee's own, not removed dependants, or undefined (for the claims module). */
export const liveDependantOf = (db: Tx, employeeId: number, dependantId: number) =>
  findDependant(db, employeeId, dependantId);
