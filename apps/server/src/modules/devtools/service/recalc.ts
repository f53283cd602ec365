import { ErrorCode, type api, type ResponseOf } from '@benefits/contract';
import {
  DIRECTORY_MESSAGES,
  holdsAccount,
  keyedMessage,
  planYearDue,
  planYearOn,
  planYearWrites,
  todayIso,
  type PlanYearEndType,
  type PlanYearWrite,
  ledgerReference,
} from '@benefits/domain';
import type { Tx } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import type { StaffContext } from '../../../platform/principals';
import type { Services } from '../../../platform/services';
import { planYearLedger } from '../../classifications/service';
import { writePlanYearDeposits } from '../../plan-year-funding/funding';
import { recordStaffAction } from '../../tools/service/staff-log';
import { employeeForRecalc, insertLimitRecalcRow } from '../queries';

type Recalc = Omit<ResponseOf<typeof api.toolsRecalEmployeeLimit>, 'TOKEN_EXPIRY'>;

/**
 * The recalculation of one employee's limit (decision 0032, amended 2026-12-07): for the plan year
 * containing today, the limit the ledger holds (its FUNDING, LIMIT_CHANGE and CLASS_CHANGE rows,
 * LIMIT_LEDGER_KINDS, read as a limit change reads it) against the classification's amounts now,
 * through the rule of every writer of a plan year's amounts (`planYearWrites`, decision 0059,
 * amended 2026-12-07), per account: a funded account gets the difference (WSA only with the
 * wellness account; a decrease takes at most the balance, so the tool never writes a balance below
 * $0.00); an unfunded one of a member in force its plan-year deposit (the daily run's row, kept
 * once); any other nothing: never funding for a plan year before the member's effective date. The
 * employee's row lock is the one claims take, so the balance cannot move between this read and the
 * write. `funded` says whether every account the member holds is funded.
 */
async function compute(
  tx: Tx,
  s: Services,
  employeeId: number,
  lock: boolean,
): Promise<Recalc & { writes: PlanYearWrite[] }> {
  const e = await employeeForRecalc(tx, employeeId, lock);
  if (!e) throw notFound(DIRECTORY_MESSAGES.employeeNotFound);
  // A non-member admin administers the plan without an account of their own: no limit to compare.
  if (!holdsAccount(e)) {
    const message = keyedMessage('directory.noLimitToRecalculate', { id: String(e.id) });
    throw new AppError(ErrorCode.CONFLICT, { GENERAL: message, userId: message });
  }
  const today = todayIso(s.now());
  const planYear = planYearOn(
    {
      type: e.planYearEndType as PlanYearEndType,
      fiscalYearEnd: e.fiscalYearEnd,
      effectiveDate: e.effectiveDate,
    },
    today,
  ).key;
  const ledger = await planYearLedger(tx, e.id, planYear);
  const funded = ledger.hsa.funded && (!e.wellness || ledger.wsa.funded);
  const before = {
    hsaCents: ledger.hsa.limitCents,
    wsaCents: e.wellness ? ledger.wsa.limitCents : 0,
  };
  const hasClass = e.classification !== null;
  const after = hasClass
    ? { hsaCents: e.hsaAmountCents ?? 0, wsaCents: e.wellness ? (e.wsaAmountCents ?? 0) : 0 }
    : before;
  // Only rows to write: a decrease that finds the balance already at $0.00 writes nothing.
  const writes = planYearWrites(ledger, after, {
    wsa: e.wellness,
    due: planYearDue(e, planYear, today),
  }).filter((a) => a.amountCents !== 0);
  const adjustments = writes.map(({ account, amountCents }) => ({ account, amountCents }));
  return {
    employeeId: e.id,
    name: `${e.firstName} ${e.lastName}`.trim(),
    companyName: e.companyName,
    classification: e.classification ?? '',
    planYear,
    funded,
    hsa: { beforeCents: before.hsaCents, afterCents: after.hsaCents },
    wsa: e.wellness ? { beforeCents: before.wsaCents, afterCents: after.wsaCents } : null,
    adjustments,
    applied: false,
    writes,
  };
}

/**
 * /tools/recal-employee-limit: the comparison, and with `apply` the difference written as ledger
 * rows with the staff log row, in one transaction under the employee's row lock (two staff members
 * applying at once write it once). Equal limits write nothing and log nothing.
 */
export async function recalcEmployeeLimit(
  s: Services,
  staff: StaffContext,
  input: { userId: number; apply: boolean },
): Promise<Recalc> {
  if (!input.apply) {
    const { writes: _writes, ...result } = await s.db.transaction((tx) =>
      compute(tx, s, input.userId, false),
    );
    return result;
  }
  return s.db.transaction(async (tx) => {
    const { writes, ...result } = await compute(tx, s, input.userId, true);
    if (result.adjustments.length === 0) return result;
    // An unfunded account's deposit is the daily run's own row; a difference is the tool's.
    await writePlanYearDeposits(tx, result.employeeId, result.planYear, writes, s.now());
    for (const w of writes) {
      if (w.kind !== 'CHANGE') continue;
      await insertLimitRecalcRow(tx, {
        employeeId: result.employeeId,
        planYear: result.planYear,
        account: w.account,
        amountCents: w.amountCents,
        reference: ledgerReference('limitRecalculation', { text: staff.username }),
      });
    }
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'limit.recalc',
      subject: { kind: 'employee', id: result.employeeId },
      detail: { key: 'limit', values: { changes: result.adjustments } },
    });
    return { ...result, applied: true };
  });
}
