import {
  addDays,
  MESSAGES,
  monthsBetween,
  resolveReportRange,
  todayIso,
  type EmployerLedgerKind,
  type ReportRange,
  type ReportRow,
} from '@benefits/domain';
import { validationError } from '../../platform/errors';
import type { StaffContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import { recordStaffAction, type StaffLogDetail } from '../tools/service/staff-log';
import { batchMovements, ledgerBatches, soldCompanies } from './queries';

/*
 * The Sales Report and Transfer Details (docs/decisions/0033). Their tables are report definitions
 * (`salesReport`, `transferBatches`, packages/domain/src/reports/tools.ts) whose sources are here;
 * the reports module runs, pages, sums and exports them. This service also answers the Sales
 * Report's chart and one batch's movements.
 */

/** A bigint sum read as text: integer cents, or an error (never a float). */
function centsOf(text: string | number | null): number {
  const value = Number(text ?? 0);
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer amount: ${String(text)}`);
  return value;
}

/** An ISO date's start (UTC) as an instant. */
const startOfDay = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** The Sales Report's rows: the companies sold in the range (see SALES_REPORT). */
export async function salesReportRows(
  s: Services,
  range: ReportRange,
  window: { offset: number; limit: number },
): Promise<ReportRow[]> {
  const rows = await soldCompanies(s.db, { from: range.startdate, to: range.enddate }, window);
  return rows.map((r) => ({
    employerId: String(r.employerId),
    company: r.company,
    planCode: String(r.planCode),
    effectiveDate: r.effectiveDate,
    agentId: r.agentId === null ? null : String(r.agentId),
    agent: r.agentName,
    manager: r.managerName,
    members: r.members,
    commission: centsOf(r.commissionCents),
  }));
}

/** Transfer Details' rows: the batches of the range, newest first (see TRANSFER_BATCHES_REPORT). */
export async function transferBatchRows(
  s: Services,
  range: ReportRange,
  window: { offset: number; limit: number },
): Promise<ReportRow[]> {
  const between = { from: startOfDay(range.startdate), to: startOfDay(addDays(range.enddate, 1)) };
  const rows = await ledgerBatches(s.db, between, window);
  return rows.map((r) => {
    const sum = centsOf(r.sumCents);
    return {
      date: r.date,
      direction: r.direction,
      kind: r.kind,
      movements: r.movements,
      moneyIn: r.direction === 'IN' ? sum : null,
      moneyOut: r.direction === 'OUT' ? -sum : null,
    };
  });
}

/** The most companies the chart reads (the report's own bound). */
const CHART_MAX_COMPANIES = 10_000;

/** /tools/fetch-sales: per month of the range, the companies sold, their members and commission. */
export async function salesByMonth(
  s: Services,
  input: { startdate?: string | null | undefined; enddate?: string | null | undefined },
) {
  const resolved = resolveReportRange(input, todayIso(s.now()));
  if (!resolved.ok)
    throw validationError({ [resolved.field]: resolved.message }, MESSAGES.correctInformation);
  const { range } = resolved;
  const rows = await salesReportRows(s, range, { offset: 0, limit: CHART_MAX_COMPANIES });
  const months = new Map(
    monthsBetween(range.startdate, range.enddate).map((month) => [
      month,
      { month, companies: 0, members: 0, commissionCents: 0 },
    ]),
  );
  for (const row of rows) {
    const bucket = months.get(String(row.effectiveDate).slice(0, 7));
    if (!bucket) continue;
    bucket.companies += 1;
    bucket.members += Number(row.members);
    bucket.commissionCents += Number(row.commission);
  }
  return { range, months: [...months.values()] };
}

/** /tools/transfer-details: one batch's movements, logged in the staff log. */
export async function transferBatch(
  s: Services,
  staff: StaffContext,
  input: { date: string; kind: EmployerLedgerKind; direction: 'IN' | 'OUT' },
) {
  const from = startOfDay(input.date);
  if (Number.isNaN(from.getTime()))
    throw validationError({ date: MESSAGES.correctInformation }, MESSAGES.correctInformation);
  const rows = await batchMovements(s.db, {
    from,
    to: startOfDay(addDays(input.date, 1)),
    kind: input.kind,
    direction: input.direction,
  });
  await recordStaffAction(s.db, {
    staffId: staff.id,
    action: 'transfer-details.open',
    subject: { kind: 'batch', id: `${input.date} ${input.kind} ${input.direction}` },
    detail: { key: 'movements', values: { count: rows.length } },
    at: s.now(),
  });
  let totalCents = 0;
  const movements = rows.map((r) => {
    const amountCents = centsOf(r.amountCents);
    totalCents += amountCents;
    return {
      id: r.id,
      employerId: r.employerId,
      company: r.company,
      amountCents,
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    };
  });
  return { ...input, movements, totalCents };
}

/** Writes a staff report's run (its first page) or export to the staff log. */
export async function logStaffReport(
  s: Services,
  staff: StaffContext,
  what: {
    report: string;
    verb: 'run' | 'export';
    range: ReportRange | null;
    file?: { format: string; rows: number };
  },
) {
  const dates = what.range ? { from: what.range.startdate, to: what.range.enddate } : undefined;
  const file = what.file && { format: what.file.format, count: what.file.rows };
  const detail: StaffLogDetail | undefined = file
    ? dates
      ? { key: 'rangeRows', values: { ...dates, ...file } }
      : { key: 'rows', values: file }
    : dates && { key: 'range', values: dates };
  await recordStaffAction(s.db, {
    staffId: staff.id,
    action: `report.${what.verb}`,
    subject: { kind: 'report', id: what.report },
    ...(detail ? { detail } : {}),
    at: s.now(),
  });
}
