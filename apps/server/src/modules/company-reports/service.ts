import {
  addDays,
  ledgerReferenceNames,
  API_MESSAGES,
  companyReportHiddenBy,
  firstClaimablePlanYear,
  isInsuranceProduct,
  REPORT_TEXT,
  visibleCompanyReports,
  type CompanyReportFacts,
  type CompanyReportId,
  type PlanYearEndType,
  type ReportRange,
  type ReportRow,
} from '@benefits/domain';
import { forbidden } from '../../platform/errors';
import type { Services } from '../../platform/services';
import {
  balanceTerms,
  claimsPaidByEmployee,
  companyBalanceBefore,
  companyFacts,
  companyMovements,
  memberBalances,
} from './queries';

/*
 * The company reports' sources (docs/product/company-reports.md; decision 35): the rows of each
 * built definition for the caller's own company, after the visibility rule let the company see it.
 * The reports module runs, pages, sums and exports them.
 */

/** A bigint sum read as text: integer cents, or an error (never a float). */
export function centsOf(text: string | number | null): number {
  const value = Number(text ?? 0);
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer amount: ${String(text)}`);
  return value;
}

/** The money columns of a report row from a query's sums (text: bigint). */
export const moneyColumns = (r: {
  paid: string | number;
  adminFee: string | number;
  gst: string | number;
  rst: string | number;
  hst: string | number;
  pst: string | number;
  prem: string | number;
  total: string | number;
}) => ({
  paid: centsOf(r.paid),
  adminFee: centsOf(r.adminFee),
  gst: centsOf(r.gst),
  rst: centsOf(r.rst),
  hst: centsOf(r.hst),
  pst: centsOf(r.pst),
  premTax: centsOf(r.prem),
  totalDue: centsOf(r.total),
});

/**
 * People in name order as a reader expects it (Bélanger before Bouchard), whatever the database's
 * collation (PGlite's is C): by last name, first name, then ID.
 */
export const collator = new Intl.Collator('en-CA', { sensitivity: 'base' });

/**
 * Each distinct text's rank in the collator's order; texts it holds equal (Lévesque, Levesque) share
 * a rank. Sorting by ranks orders as comparing the texts would, with a few collator comparisons per
 * distinct text instead of up to three per pair of rows compared (docs/performance.md "Eleventh
 * session: per-call cost and balances").
 */
export function collationRanks(texts: Iterable<string>): Map<string, number> {
  const distinct = [...new Set(texts)].sort(collator.compare);
  const ranks = new Map<string, number>();
  let rank = 0;
  distinct.forEach((text, i) => {
    if (i > 0 && collator.compare(distinct[i - 1]!, text) !== 0) rank++;
    ranks.set(text, rank);
  });
  return ranks;
}

type Person = { lastName: string; firstName: string; employeeId: number };

/**
 * People in a reader's name order (last name, first name, ID), or with `group` first by it (its
 * text in the same order, none last); a new array.
 */
export function inNameOrder<T extends Person>(rows: readonly T[], group?: (row: T) => string | null): T[] {
  const last = collationRanks(rows.map((r) => r.lastName));
  const first = collationRanks(rows.map((r) => r.firstName));
  const groups = group
    ? collationRanks(rows.map(group).filter((g) => g !== null))
    : new Map<string, number>();
  const keyed = rows.map((row) => {
    const g = group ? group(row) : null;
    return {
      row,
      group: g === null ? groups.size : groups.get(g)!,
      last: last.get(row.lastName)!,
      first: first.get(row.firstName)!,
    };
  });
  keyed.sort(
    (a, b) =>
      a.group - b.group || a.last - b.last || a.first - b.first || a.row.employeeId - b.row.employeeId,
  );
  return keyed.map((k) => k.row);
}

/**
 * Two people in a reader's name order, compared pair by pair: the order the rank sorts above must
 * give (name-order.test.ts).
 */
export const byName = (a: Person, b: Person) =>
  collator.compare(a.lastName, b.lastName) ||
  collator.compare(a.firstName, b.firstName) ||
  a.employeeId - b.employeeId;

const startOfDay = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const instants = (range: ReportRange) => ({
  from: startOfDay(range.startdate),
  to: startOfDay(addDays(range.enddate, 1)),
});

/** What the visibility rule reads about the company, and its name (for the PDF statement). */
export async function factsOf(
  s: Services,
  companyId: number,
): Promise<CompanyReportFacts & { name: string }> {
  const found = await companyFacts(s.db, companyId);
  if (!found) throw new Error(`company ${companyId} not found`);
  return {
    name: found.name,
    planCode: found.planCode,
    hasWellness: found.hasWellness,
    insurance: found.insurance.filter(isInsuranceProduct),
  };
}

/** /company/reports: the facts and the reports the caller's company may see. */
export async function companyReportList(s: Services, companyId: number) {
  const { name: _name, ...facts } = await factsOf(s, companyId);
  return { ...facts, insurance: [...facts.insurance], reports: visibleCompanyReports(facts) };
}

/** Refuses (403) a report the company may not see: not only hidden from the list. */
export async function assertVisible(s: Services, companyId: number, report: CompanyReportId) {
  const facts = await factsOf(s, companyId);
  if (companyReportHiddenBy(report, facts) !== null) throw forbidden(API_MESSAGES.notAllowed);
  return facts;
}

type Window = { offset: number; limit: number };

/**
 * employees / wellnessEmployee rows (per employee, by name), or with `byDivision` the rows of
 * divisions / wellnessDivision (their division first: a name in both languages, "No division" for
 * none, so the group heading reads the same on screen, in CSV and in PDF).
 */
export async function claimsPaidRows(
  s: Services,
  companyId: number,
  account: 'HSA' | 'WSA',
  byDivision: boolean,
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const rows = await claimsPaidByEmployee(s.db, companyId, account, instants(range), {
    byDivision,
    limit: window.offset + window.limit,
  });
  const none = { en: REPORT_TEXT.en.words.noDivision, fr: REPORT_TEXT.fr.words.noDivision };
  const ordered = inNameOrder(rows, byDivision ? (r) => r.division : undefined);
  // The division is put before the figures without a leading conditional spread (`...(byDivision ?
  // {…} : {})`), which cost ~100 ms per 5,000 rows here (docs/performance.md "Eleventh session").
  return ordered.slice(window.offset).map((r) => {
    const row = {
      employeeId: String(r.employeeId),
      name: `${r.lastName}, ${r.firstName}`,
      claims: r.claims,
      ...moneyColumns(r),
    };
    return byDivision
      ? { division: [r.division === null ? none : { en: r.division, fr: r.division }], ...row }
      : row;
  });
}

/**
 * employeeBalance / wellnessEmployeeBalance rows: each member's account over the period: what they
 * could claim the day before it and on its last day, the movements, and the balance of a plan year
 * whose run-out ended in it (expired: what the movements leave unexplained; decision 8).
 */
export async function balanceRows(
  s: Services,
  companyId: number,
  account: 'HSA' | 'WSA',
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const terms = await balanceTerms(s.db, companyId);
  const effectiveDates = terms?.effectiveDates ? terms.effectiveDates.split(',') : [];
  const dayBefore = addDays(range.startdate, -1);
  const firstOn = (effectiveDate: string, day: string) =>
    firstClaimablePlanYear(
      {
        type: (terms?.planYearEndType ?? 3) as PlanYearEndType,
        fiscalYearEnd: terms?.fiscalYearEnd ?? null,
        effectiveDate,
      },
      day,
    );
  const claimable = {
    effectiveDates,
    atStart: effectiveDates.map((d) => firstOn(d, dayBefore)),
    atEnd: effectiveDates.map((d) => firstOn(d, range.enddate)),
  };
  const rows = await memberBalances(
    s.db,
    companyId,
    account,
    instants(range),
    claimable,
    window.offset + window.limit,
  );
  return inNameOrder(rows)
    .slice(window.offset)
    .map((r) => {
      const [opening, funded, claims, other, closing] = [
        r.opening,
        r.funded,
        r.claims,
        r.other,
        r.closing,
      ].map(centsOf) as [number, number, number, number, number];
      const expired = opening + funded + claims + other - closing;
      if (!Number.isSafeInteger(expired)) throw new RangeError(`not a safe integer amount: ${expired}`);
      return {
        employeeId: String(r.employeeId),
        name: `${r.lastName}, ${r.firstName}`,
        opening,
        funded,
        claimsPaid: -claims,
        other,
        expired,
        closing,
      };
    });
}

/** accountBalance rows: opening line, each movement with the running balance, closing line. */
export async function accountStatementRows(
  s: Services,
  companyId: number,
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const between = instants(range);
  const [opening, movements] = await Promise.all([
    companyBalanceBefore(s.db, companyId, between.from),
    companyMovements(s.db, companyId, between, window.offset + window.limit),
  ]);
  let balance = centsOf(opening);
  const line = (id: string, date: string, entry: string) => ({
    id,
    date,
    entry,
    reference: null,
    deposits: null,
    claimsPaid: null,
    refunds: null,
    other: null,
    balance,
  });
  const rows: ReportRow[] = [line('opening', range.startdate, 'OPENING')];
  for (const m of movements) {
    balance += m.amountCents;
    rows.push({
      id: String(m.id),
      date: m.date,
      entry: m.kind,
      // In the reader's language: the product's own references have a French name (plan/funding.ts).
      reference: m.reference ? [ledgerReferenceNames(m.reference)] : null,
      deposits: m.kind === 'DEPOSIT' ? m.amountCents : null,
      claimsPaid: m.kind === 'CLAIMS' ? -m.amountCents : null,
      refunds: m.kind === 'REFUND' ? -m.amountCents : null,
      other: m.kind === 'DEPOSIT' || m.kind === 'CLAIMS' || m.kind === 'REFUND' ? null : m.amountCents,
      balance,
    });
  }
  rows.push(line('closing', range.enddate, 'CLOSING'));
  return rows.slice(window.offset, window.offset + window.limit);
}
