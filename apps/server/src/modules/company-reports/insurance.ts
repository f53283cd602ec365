import {
  addDays,
  premiumLine,
  removalDate,
  statementMonths,
  type CoverageChange,
  type InsuranceProduct,
  type ReportRange,
  type ReportRow,
} from '@benefits/domain';
import type { Services } from '../../platform/services';
import { coverageChanges, coverageOn, premiumsByMonth } from './queries-insurance';
import { centsOf, collationRanks, inNameOrder } from './service';

/*
 * The insurance reports' sources (docs/product/company-reports.md; decision 37): premium statements,
 * coverage changes and who is covered, for the caller's own company, once the visibility rule let the
 * company see the report (reports/service.ts checks it before calling these).
 */

type Window = { offset: number; limit: number };

/**
 * travelStatement / eeiStatement / catStatement rows: one per month whose first day is in the period
 * and that had anyone covered; taxes by the members' provinces (domain premiumLine).
 */
export async function premiumStatementRows(
  s: Services,
  companyId: number,
  product: InsuranceProduct,
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const found = await premiumsByMonth(s.db, companyId, product, statementMonths(range));
  const months = new Map<string, typeof found>();
  for (const row of found) months.set(row.month, [...(months.get(row.month) ?? []), row]);
  const rows: ReportRow[] = [];
  for (const [month, provinces] of months) {
    const line = premiumLine(
      provinces.map((p) => ({ province: p.province, covered: p.covered, premiumCents: centsOf(p.premium) })),
    );
    const rates = new Set(provinces.flatMap((p) => [p.lowest, p.highest]));
    // The month (YYYY-MM), shown as Claims Paid and Fees show theirs ('January 2025'), not its first day.
    rows.push({
      id: month.slice(0, 7),
      month: month.slice(0, 7),
      covered: line.covered,
      rate: rates.size === 1 ? centsOf([...rates][0]!) : null,
      premium: line.premiumCents,
      premTax: line.premTaxCents,
      rst: line.rstCents,
      total: line.totalCents,
    });
  }
  return rows.slice(window.offset, window.offset + window.limit);
}

/**
 * travelActivity / eeiActivity / catActivity rows: each coverage that began (ADDED) or ended
 * (REMOVED, on the first day without it) in the period, by date then name, with the change to the
 * monthly premium.
 */
export async function coverageActivityRows(
  s: Services,
  companyId: number,
  product: InsuranceProduct,
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const between = {
    from: range.startdate,
    to: range.enddate,
    endFrom: addDays(range.startdate, -1),
    endTo: addDays(range.enddate, -1),
  };
  const found = await coverageChanges(s.db, companyId, product, between, window.offset + window.limit);
  const changes: {
    id: string;
    date: string;
    change: CoverageChange;
    premiumChange: number;
    employeeId: number;
    firstName: string;
    lastName: string;
  }[] = [];
  // Each change is written out as a literal: `{ ...person, id, … }` (a spread, then more properties)
  // cost about 4 µs an object on Node 20, a millisecond for 256 changes (docs/performance.md
  // "Seventeenth session").
  for (const c of found) {
    const premium = centsOf(c.premiumCents);
    const { employeeId, firstName, lastName } = c;
    if (c.startDate >= range.startdate && c.startDate <= range.enddate)
      changes.push({
        id: `${c.id}:ADDED`,
        date: c.startDate,
        change: 'ADDED',
        premiumChange: premium,
        employeeId,
        firstName,
        lastName,
      });
    if (c.endDate !== null) {
      const date = removalDate(c.endDate);
      if (date >= range.startdate && date <= range.enddate)
        changes.push({
          id: `${c.id}:REMOVED`,
          date,
          change: 'REMOVED',
          premiumChange: -premium,
          employeeId,
          firstName,
          lastName,
        });
    }
  }
  // By date (ISO: code-unit order is date order), then name by collation rank (a few collator
  // comparisons per distinct name, not per pair compared), then ID.
  const last = collationRanks(changes.map((c) => c.lastName));
  const first = collationRanks(changes.map((c) => c.firstName));
  changes.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      last.get(a.lastName)! - last.get(b.lastName)! ||
      first.get(a.firstName)! - first.get(b.firstName)! ||
      a.employeeId - b.employeeId ||
      a.id.localeCompare(b.id),
  );
  return changes.slice(window.offset, window.offset + window.limit).map((c) => ({
    id: c.id,
    date: c.date,
    employeeId: String(c.employeeId),
    name: `${c.lastName}, ${c.firstName}`,
    change: c.change,
    premiumChange: c.premiumChange,
  }));
}

/** insuranceCoverage rows: who is covered by what on the period's last day (today by default). */
export async function coverageRows(
  s: Services,
  companyId: number,
  range: ReportRange,
  window: Window,
): Promise<ReportRow[]> {
  const rows = await coverageOn(s.db, companyId, range.enddate, window.offset + window.limit);
  const cents = (text: string | null) => (text === null ? null : centsOf(text));
  return inNameOrder(rows)
    .slice(window.offset)
    .map((r) => ({
      employeeId: String(r.employeeId),
      name: `${r.lastName}, ${r.firstName}`,
      travel: cents(r.travel),
      eei: cents(r.eei),
      catDrug: cents(r.catDrug),
      total: centsOf(r.total),
    }));
}
