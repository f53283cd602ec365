import {
  addDays,
  API_MESSAGES,
  companyReportHiddenBy,
  isInsuranceProduct,
  REPORT_TEXT,
  visibleCompanyReports,
  type CompanyReportFacts,
  type CompanyReportId,
  type ReportRange,
  type ReportRow,
} from '@benefits/domain';
import { forbidden } from '../../platform/errors';
import type { Services } from '../../platform/services';
import {
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
function centsOf(text: string | number | null): number {
  const value = Number(text ?? 0);
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer amount: ${String(text)}`);
  return value;
}

/**
 * People in name order as a reader expects it (Bélanger before Bouchard), whatever the database's
 * collation (PGlite's is C): by last name, first name, then ID.
 */
const collator = new Intl.Collator('en-CA', { sensitivity: 'base' });
const byName = (
  a: { lastName: string; firstName: string; employeeId: number },
  b: { lastName: string; firstName: string; employeeId: number },
) =>
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
  const division = (r: { division: string | null }) => r.division;
  rows.sort(
    (a, b) =>
      (byDivision
        ? Number(division(a) === null) - Number(division(b) === null) ||
          collator.compare(division(a) ?? '', division(b) ?? '')
        : 0) || byName(a, b),
  );
  return rows.slice(window.offset).map((r) => ({
    ...(byDivision ? { division: [r.division === null ? none : { en: r.division, fr: r.division }] } : {}),
    employeeId: String(r.employeeId),
    name: `${r.lastName}, ${r.firstName}`,
    claims: r.claims,
    paid: centsOf(r.paid),
    adminFee: centsOf(r.adminFee),
    gst: centsOf(r.gst),
    rst: centsOf(r.rst),
    hst: centsOf(r.hst),
    pst: centsOf(r.pst),
    premTax: centsOf(r.prem),
    totalDue: centsOf(r.total),
  }));
}

/** employeeBalance / wellnessEmployeeBalance rows. */
export async function balanceRows(
  s: Services,
  companyId: number,
  account: 'HSA' | 'WSA',
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const rows = await memberBalances(s.db, companyId, account, instants(range), window.offset + window.limit);
  rows.sort(byName);
  return rows.slice(window.offset).map((r) => ({
    employeeId: String(r.employeeId),
    name: `${r.lastName}, ${r.firstName}`,
    opening: centsOf(r.opening),
    funded: centsOf(r.funded),
    claimsPaid: -centsOf(r.claims),
    other: centsOf(r.other),
    closing: centsOf(r.closing),
  }));
}

/** accountBalance rows: opening line, each movement with the running balance, closing line. */
export async function accountStatementRows(
  s: Services,
  companyId: number,
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const between = instants(range);
  let balance = centsOf(await companyBalanceBefore(s.db, companyId, between.from));
  const movements = await companyMovements(s.db, companyId, between, window.offset + window.limit);
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
      date: m.createdAt.toISOString().slice(0, 10),
      entry: m.kind,
      reference: m.reference,
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
