import {
  addDays,
  amountDueLines,
  feeMonths,
  MIN_CLAIMANTS_SHOWN,
  REPORTS,
  reportTotals,
  type ReportAfterLine,
  type ReportPage,
  type ReportRange,
  type ReportRow,
  type ReportTotals,
} from '@benefits/domain';
import type { Services } from '../../platform/services';
import { companyBalanceBefore } from './queries';
import {
  paidByMonth,
  paidByService,
  paidClaims,
  paidClaimsByMonth,
  planEffectiveDateOf,
  unfundedClaims,
  unfundedClaimsTotals,
} from './queries-claims';
import { centsOf, collator, moneyColumns as money } from './service';

/*
 * The rows of the four claims-money company reports (docs/product/company-reports.md; decision 35):
 * serviceSummary, claimSummary, fees and rff, for the caller's own company once the visibility rule
 * let it see the report (reports/service.ts checks it). Money is integer cents.
 */

const startOfDay = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const instants = (range: ReportRange) => ({
  from: startOfDay(range.startdate),
  to: startOfDay(addDays(range.enddate, 1)),
});

type Window = { offset: number; limit: number };

/**
 * serviceSummary: per account (HSA, then WSA) the service categories of the period, the largest total
 * due first; claimants only when at least three.
 */
export async function serviceSummaryRows(
  s: Services,
  companyId: number,
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const rows = (await paidByService(s.db, companyId, instants(range))).map((r) => ({
    id: `${r.account}-${r.serviceId}`,
    account: r.account,
    service: [{ en: r.name, fr: r.nameFr }],
    items: r.items,
    claimants: r.claimants >= MIN_CLAIMANTS_SHOWN ? r.claimants : null,
    ...money(r),
  }));
  rows.sort(
    (a, b) =>
      collator.compare(a.account, b.account) ||
      b.totalDue - a.totalDue ||
      collator.compare(a.service[0]!.en, b.service[0]!.en),
  );
  return rows.slice(window.offset, window.offset + window.limit);
}

/** claimSummary: each claim paid in the period, oldest payment first, with its month of payment. */
export async function claimSummaryRows(
  s: Services,
  companyId: number,
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const rows = await paidClaims(s.db, companyId, instants(range), window);
  return rows.map((r) => ({
    id: String(r.claimId),
    month: r.paidAt.slice(0, 7),
    claim: String(r.claimId),
    paidOn: r.paidAt,
    employeeId: String(r.employeeId),
    name: `${r.lastName}, ${r.firstName}`,
    account: r.account,
    ...money(r),
  }));
}

/**
 * A page of claimSummary: its rows, and the whole report's count, month subtotals and Grand Total
 * summed by PostgreSQL over the same claims (the first `maxRows`, as the export reads them), so a page
 * of a large company reads one page of claims, not ten thousand (docs/performance.md "Twelfth
 * session"). The subtotals are the definition's summed columns, as reportGroups would give them.
 */
export async function claimSummaryPage(
  s: Services,
  companyId: number,
  range: ReportRange,
  window: Window,
): Promise<ReportPage> {
  const definition = REPORTS.claimSummary;
  const [months, rows] = await Promise.all([
    paidClaimsByMonth(s.db, companyId, instants(range), definition.maxRows),
    claimSummaryRows(s, companyId, range, window),
  ]);
  const groups = months
    .filter((m) => m.claims > 0)
    .map((m) => ({
      value: m.month,
      count: m.claims,
      totals: reportTotals(definition, [money(m)]),
    }));
  return {
    rows,
    total: groups.reduce((sum, g) => sum + g.count, 0),
    truncated: months.some((m) => m.more),
    totals: reportTotals(
      definition,
      groups.map((g) => g.totals),
    ),
    groups,
  };
}

/**
 * fees: every month of the period from the company's plan effective date (domain feeMonths: none
 * left out, zeros when nothing was paid; none before the company existed), oldest first.
 */
export async function feeRows(
  s: Services,
  companyId: number,
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const [paid, effective] = await Promise.all([
    paidByMonth(s.db, companyId, instants(range)),
    planEffectiveDateOf(s.db, companyId),
  ]);
  const sums = new Map(paid.map((r) => [r.month, r]));
  const rows = feeMonths(range, effective).map((month) => {
    const r = sums.get(month);
    const m = money({
      ...(r ?? { paid: 0, adminFee: 0, gst: 0, rst: 0, hst: 0, pst: 0, prem: 0 }),
      total: 0,
    });
    return {
      id: month,
      month,
      claims: r?.claims ?? 0,
      paid: m.paid,
      adminFee: m.adminFee,
      gst: m.gst,
      rst: m.rst,
      hst: m.hst,
      pst: m.pst,
      premTax: m.premTax,
      feesAndTaxes: m.adminFee + m.gst + m.rst + m.hst + m.pst + m.premTax,
    };
  });
  return rows.slice(window.offset, window.offset + window.limit);
}

/** rff: the submitted claims not yet funded, as of now, oldest submission first. */
export async function rffRows(
  s: Services,
  companyId: number,
  _range: ReportRange | null,
  window: Window,
): Promise<ReportRow[]> {
  const rows = await unfundedClaims(s.db, companyId, window);
  return rows.map((r) => ({
    id: String(r.claimId),
    claim: String(r.claimId),
    submitted: r.submittedOn,
    employeeId: String(r.employeeId),
    name: `${r.lastName}, ${r.firstName}`,
    account: r.account,
    status: r.status,
    ...money(r),
  }));
}

/**
 * A page of rff: its rows, and the whole report's count and Grand Total summed by PostgreSQL over the
 * same claims (the first `maxRows`, as the export and the invoice read them), so a page reads one page
 * of claims, not every claim waiting (docs/performance.md "Thirteenth session").
 */
export async function rffPage(
  s: Services,
  companyId: number,
  range: ReportRange | null,
  window: Window,
): Promise<ReportPage> {
  const definition = REPORTS.rff;
  const [sums, rows] = await Promise.all([
    unfundedClaimsTotals(s.db, companyId, definition.maxRows),
    rffRows(s, companyId, range, window),
  ]);
  return {
    rows,
    total: sums.claims,
    truncated: sums.more,
    totals: reportTotals(definition, [money(sums)]),
    groups: [],
  };
}

/** The company account's balance now (every ledger row written so far). */
export async function companyBalanceNow(s: Services, companyId: number): Promise<number> {
  return centsOf(await companyBalanceBefore(s.db, companyId, new Date(s.now().getTime() + 1)));
}

/** rff's lines under the Grand total: less the account balance, the amount due. */
export async function rffAfterLines(
  s: Services,
  companyId: number,
  totals: ReportTotals,
): Promise<ReportAfterLine[]> {
  return amountDueLines('totalDue', totals.totalDue ?? 0, await companyBalanceNow(s, companyId));
}
