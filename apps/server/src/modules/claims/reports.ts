import { ErrorCode } from '@benefits/contract';
import {
  addDays,
  BALANCE_REPORT_MIN_DATE,
  canViewClaimHistory,
  CLAIM_ACTIVITY_REPORT,
  CLAIM_MESSAGES,
  compareIsoDates,
  coveredPlanYears,
  isBalanceReportDate,
  listedPayableCents,
  MESSAGES,
  planName,
  planYearWithKey,
  REPORT_MESSAGES,
  REPORT_TEXT,
  reportPage,
  resolveReportRange,
  todayIso,
  type ClaimStatusCode,
  type ClaimType,
  type LocalizedName,
  type Language,
  type PlanYear,
  type ReportRange,
  type ReportRow,
  ledgerReferenceNames,
} from '@benefits/domain';
import { AppError, notFound, validationError } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { loadClaimant, type Claimant } from './claimant';
import {
  claimedByService,
  claimView,
  fundedAndPaid,
  itemSummariesOf,
  ledgerRowsFrom,
  ledgerSumsOf,
  ownedClaim,
  statusHistoryOf,
  submittedClaimsPage,
} from './queries';
import { classificationOf } from '../account/service/plan';
import { historyNoteIn } from './text';

/** Balance-history points answered at most (per request). */
export const BALANCE_REPORT_MAX_POINTS = 5000;

const startOf = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

async function historyReader(s: Services, employeeId: number): Promise<Claimant> {
  const c = await loadClaimant(s.db, employeeId, s.now());
  if (!canViewClaimHistory(c.flags))
    throw new AppError(ErrorCode.FORBIDDEN, { GENERAL: CLAIM_MESSAGES.historyNotAvailable });
  return c;
}

const accountsOf = (c: Claimant): ClaimType[] => (c.employee.wellness ? ['HSA', 'WSA'] : ['HSA']);

/**
 * /employee/claim-report: submitted claims whose submission date (UTC) is in the range, newest
 * first; one extra row is read to tell whether more exist.
 */
export async function claimReport(
  s: Services,
  employeeId: number,
  input: { startdate?: string | null; enddate?: string | null; pageNumber: number; pageLength: number },
) {
  const c = await historyReader(s, employeeId);
  // The same period rule as the Claim Activity definition run by modules/reports: no end after today.
  const resolved = resolveReportRange(input, c.today, CLAIM_ACTIVITY_REPORT);
  if (!resolved.ok)
    throw validationError({ [resolved.field]: resolved.message }, MESSAGES.correctInformation);
  const { startdate, enddate } = resolved.range;
  const { offset, limit } = reportPage(input.pageNumber, input.pageLength);
  const rows = await claimActivity(s, employeeId, resolved.range, offset, limit + 1);
  return {
    startdate,
    enddate,
    pageNumber: input.pageNumber,
    pageLength: input.pageLength,
    rows: rows.slice(0, limit),
    hasMore: rows.length > limit,
  };
}

/**
 * The report definition's rows (domain CLAIM_ACTIVITY_REPORT, run by modules/reports): the same
 * claims as /employee/claim-report, from `offset`, at most `limit` of them, one value per column.
 */
export async function claimActivityReportRows(
  s: Services,
  employeeId: number,
  range: ReportRange,
  { offset, limit }: { offset: number; limit: number },
): Promise<ReportRow[]> {
  await historyReader(s, employeeId);
  const rows = await claimActivity(s, employeeId, range, offset, limit);
  return rows.map((row) => ({
    claim: row.id,
    submitted: row.submittedAt,
    account: row.type,
    status: row.status,
    firstServiceDate: row.firstServiceDate,
    lastServiceDate: row.lastServiceDate,
    patients: row.patients,
    services: row.services.map((en, i) => ({ en, fr: row.servicesFr[i] ?? '' })),
    items: row.itemCount,
    claimed: row.claimed,
    payable: row.payable,
    previousYearPayable: row.previousYearPayable,
  }));
}

/** The caller's claims submitted in the range, newest first, from `offset`, at most `limit`. */
async function claimActivity(
  s: Services,
  employeeId: number,
  { startdate, enddate }: ReportRange,
  offset: number,
  limit: number,
) {
  const page = await submittedClaimsPage(
    s.db,
    employeeId,
    startOf(startdate),
    startOf(addDays(enddate, 1)),
    offset,
    limit,
  );
  // The items are summarised for this page's claims only, in a second query: a subquery in the
  // select list would also run for every row the offset skips.
  const summaries = await itemSummariesOf(
    s.db,
    page.map((c) => c.id),
  );
  const byClaim = new Map(summaries.map((x) => [x.claimId, x]));
  return page.map((claim) => {
    const sm = byClaim.get(claim.id);
    return {
      id: claim.id,
      type: claim.type as ClaimType,
      status: claim.status as ClaimStatusCode,
      origin: claim.origin,
      submittedAt: claim.submittedAt!.toISOString(),
      firstServiceDate: sm?.first ?? null,
      lastServiceDate: sm?.last ?? null,
      patients: sm?.patients ?? [],
      services: sm?.services ?? [],
      servicesFr: sm ? frenchOf(sm.services, sm.itemServices, sm.itemServicesFr) : [],
      itemCount: Number(sm?.n ?? 0),
      claimed: claim.claimedCents,
      // A claim that failed its audit pays nothing (its page says why): the lists and exports agree.
      payable: listedPayableCents(claim.status, claim.payableCents),
      previousYearPayable: listedPayableCents(claim.status, claim.previousYearPayableCents),
    };
  });
}

/**
 * The French name of each English name in `names`, from the items' names in both languages (the
 * first item with that English name wins); '' where there is none.
 */
function frenchOf(names: readonly string[], itemNames: readonly string[], itemNamesFr: readonly string[]) {
  const french = new Map<string, string>();
  itemNames.forEach((name, i) => {
    if (!french.has(name)) french.set(name, itemNamesFr[i] ?? '');
  });
  return names.map((name) => french.get(name) ?? '');
}

const planYearOfKey = (c: Claimant, key: number): PlanYear =>
  planYearWithKey(c.terms, key, c.today) ?? { start: `${key}-01-01`, end: `${key}-12-31`, key };

/**
 * /employee/balance-report/: from `date` (default: the start of the previous plan year), for each
 * account and plan year still running at that date: the balance at the start of the date, every
 * ledger row since with the running balance after it, and the balance now.
 */
export async function balanceReport(s: Services, employeeId: number, input: { date: string | null }) {
  const c = await historyReader(s, employeeId);
  // The contract checked the earliest date; the latest is today, by the service's clock.
  if (input.date !== null && !isBalanceReportDate(input.date, c.today))
    throw validationError({ date: REPORT_MESSAGES.invalidBalanceDate }, MESSAGES.correctInformation);
  const date = input.date ?? c.window.previous.start;
  return { date, minDate: BALANCE_REPORT_MIN_DATE, accounts: await balanceSeries(s, c, employeeId, date) };
}

/**
 * Balance History's series (the /employee/balance-report/ answer's `accounts` and the rows of the
 * domain BALANCE_HISTORY_REPORT): for each account and plan year still running at `date`, its
 * opening balance, its changes since with the running balance, and its balance now.
 */
async function balanceSeries(s: Services, c: Claimant, employeeId: number, date: string) {
  const from = startOf(date);
  const [opening, closing, rows] = await Promise.all([
    ledgerSumsOf(s.db, employeeId, from),
    ledgerSumsOf(s.db, employeeId),
    ledgerRowsFrom(s.db, employeeId, from, BALANCE_REPORT_MAX_POINTS + 1),
  ]);
  const truncated = rows.length > BALANCE_REPORT_MAX_POINTS;
  const keyOf = (account: string, planYear: number) => `${account}|${planYear}`;
  const groups = new Map<string, { account: ClaimType; key: number }>();
  // The plan years the employee was covered in, and any other that holds ledger rows.
  for (const account of accountsOf(c)) {
    for (const { key } of coveredPlanYears(c.window, c.employee.effectiveDate))
      groups.set(keyOf(account, key), { account, key });
  }
  for (const r of [...closing, ...rows]) {
    if (r.account === 'HSA' || r.account === 'WSA')
      groups.set(keyOf(r.account, r.planYear), { account: r.account, key: r.planYear });
  }
  const sumIn = (list: typeof opening, account: string, key: number) =>
    Number(list.find((x) => x.account === account && x.planYear === key)?.cents ?? 0);
  const accounts = [...groups.values()]
    .map(({ account, key }) => {
      const planYear = planYearOfKey(c, key);
      let balance = sumIn(opening, account, key);
      const openingBalance = balance;
      const points = rows
        .slice(0, BALANCE_REPORT_MAX_POINTS)
        .filter((r) => r.account === account && r.planYear === key)
        .map((r) => {
          balance += r.amountCents;
          return {
            date: todayIso(r.createdAt),
            at: r.createdAt.toISOString(),
            amount: r.amountCents,
            balance,
            kind: r.kind,
            reference: r.reference,
            claimId: r.claimId,
          };
        });
      return {
        account,
        planYear,
        opening: openingBalance,
        closing: sumIn(closing, account, key),
        points,
        truncated,
      };
    })
    .filter((g) => compareIsoDates(g.planYear.end, date) >= 0)
    .sort((a, b) => a.account.localeCompare(b.account) || b.planYear.key - a.planYear.key);
  return accounts;
}

/** A plan year as people name it: '2026', or '2025–2026' when it spans two calendar years. */
const planYearLabel = ({ start, end }: PlanYear) =>
  start.slice(0, 4) === end.slice(0, 4) ? start.slice(0, 4) : `${start.slice(0, 4)}–${end.slice(0, 4)}`;

/** An account and plan year in both languages ('HSA 2026', 'CSS 2026'). */
const seriesName = (account: ClaimType, planYear: PlanYear): LocalizedName => ({
  en: `${REPORT_TEXT.en.codes.account[account]} ${planYearLabel(planYear)}`,
  fr: `${REPORT_TEXT.fr.codes.account[account]} ${planYearLabel(planYear)}`,
});

/** Balance History's default start: the previous plan year's first day. */
export async function balanceHistoryDefaultFrom(s: Services, employeeId: number): Promise<string> {
  return (await historyReader(s, employeeId)).window.previous.start;
}

/**
 * The rows of the domain BALANCE_HISTORY_REPORT from `range.startdate`: per series an opening row
 * (its balance at the start of the date, or of the plan year when later), then each change with the
 * running balance after it; from `offset`, at most `limit` of them.
 */
export async function balanceHistoryReportRows(
  s: Services,
  employeeId: number,
  range: ReportRange,
  { offset, limit }: { offset: number; limit: number },
): Promise<ReportRow[]> {
  const c = await historyReader(s, employeeId);
  const series = await balanceSeries(s, c, employeeId, range.startdate);
  const rows = series.flatMap((one): ReportRow[] => {
    const name = [seriesName(one.account, one.planYear)];
    const opening: ReportRow = {
      series: name,
      date: compareIsoDates(range.startdate, one.planYear.start) >= 0 ? range.startdate : one.planYear.start,
      entry: 'OPENING',
      claim: null,
      reference: null,
      amount: null,
      balance: one.opening,
    };
    return [
      opening,
      ...one.points.map((p) => ({
        series: name,
        date: p.date,
        entry: p.kind,
        claim: p.claimId === null ? null : String(p.claimId),
        // In the reader's language: the product's own references have a French name (plan/ledger.ts).
        reference: p.reference ? [ledgerReferenceNames(p.reference)] : null,
        amount: p.amount,
        balance: p.balance,
      })),
    ];
  });
  return rows.slice(offset, offset + limit);
}

/**
 * /employee/summary-of-benefits-report/: the plan and classification, and for the current and the
 * previous plan year of each account: funded (deposits and other credits), paid (claims), the
 * balance and what claims may draw on today; then the claims of those years by service.
 */
export async function summaryOfBenefits(s: Services, employeeId: number) {
  const c = await historyReader(s, employeeId);
  const { current, previous } = c.window;
  const [k, accounts, services] = await Promise.all([
    classificationOf(s.db, employeeId),
    summaryAccounts(s, c, employeeId),
    summaryServices(s, c, employeeId),
  ]);
  return {
    employee: {
      id: c.employee.id,
      name: `${c.employee.firstName} ${c.employee.lastName}`,
      province: c.employee.province,
    },
    employer: { id: c.employer.id, name: c.employer.name },
    plan: { code: c.employer.planCode, name: planName(c.employer.planCode) },
    classification: k
      ? { name: k.name, hsaLimit: k.hsaAmountCents, wsaLimit: k.wsaAmountCents, periodType: k.periodType }
      : null,
    planYear: current,
    previousPlanYear: previous,
    runOut: c.window.runOut,
    runOutEnds: c.window.runOutEnds,
    accounts,
    services,
  };
}

/**
 * The Benefit Summary's accounts (its answer's `accounts`, the domain BENEFIT_ACCOUNTS_REPORT's rows):
 * per account and plan year (current, previous): funded, paid, the balance and what claims may draw
 * on today.
 */
async function summaryAccounts(s: Services, c: Claimant, employeeId: number) {
  const { current, previous } = c.window;
  const ledger = await fundedAndPaid(s.db, employeeId, [current.key, previous.key]);
  // Not a plan year that ended before the employee was covered, unless it holds ledger rows.
  const covered = new Set(coveredPlanYears(c.window, c.employee.effectiveDate).map((y) => y.key));
  return accountsOf(c).flatMap((account) =>
    [current.key, previous.key].flatMap((key) => {
      const row = ledger.find((l) => l.account === account && l.planYear === key);
      if (!covered.has(key) && !row) return [];
      const balance = Number(row?.balance ?? 0);
      const spendable = key === current.key || c.window.runOut ? Math.max(0, balance) : 0;
      return {
        account,
        planYear: key,
        funded: Number(row?.funded ?? 0),
        paid: Number(row?.paid ?? 0),
        balance,
        spendable,
      };
    }),
  );
}

/**
 * The Benefit Summary's claims by service (its answer's `services`, the domain
 * BENEFIT_SERVICES_REPORT's rows): the submitted, audited and paid claims' items of the current and
 * previous plan years per account, plan year and service.
 */
async function summaryServices(s: Services, c: Claimant, employeeId: number) {
  const { current, previous } = c.window;
  const keys = [current.key, previous.key];
  const byService = await claimedByService(s.db, employeeId, keys);
  return byService.map((r) => ({
    account: r.account as ClaimType,
    planYear: r.planYear ?? current.key,
    service: r.service,
    serviceName: r.serviceName,
    serviceNameFr: r.serviceNameFr,
    items: Number(r.items),
    claimed: Number(r.claimed),
    paid: Number(r.paid),
  }));
}

type Window = { offset: number; limit: number };

/** The rows of the domain BENEFIT_ACCOUNTS_REPORT: the Benefit Summary's accounts. */
export async function benefitAccountsReportRows(
  s: Services,
  employeeId: number,
  { offset, limit }: Window,
): Promise<ReportRow[]> {
  const c = await historyReader(s, employeeId);
  const accounts = await summaryAccounts(s, c, employeeId);
  return accounts.slice(offset, offset + limit).map((a) => ({ ...a, planYear: String(a.planYear) }));
}

/** The rows of the domain BENEFIT_SERVICES_REPORT: the Benefit Summary's claims by service. */
export async function benefitServicesReportRows(
  s: Services,
  employeeId: number,
  { offset, limit }: Window,
): Promise<ReportRow[]> {
  const c = await historyReader(s, employeeId);
  const services = await summaryServices(s, c, employeeId);
  return services.slice(offset, offset + limit).map((r) => ({
    service: [{ en: r.serviceName, fr: r.serviceNameFr }],
    account: r.account,
    planYear: String(r.planYear),
    items: r.items,
    claimed: r.claimed,
    paid: r.paid,
  }));
}

/** /employee/claim-details: one of the caller's claims with its status history. */
export async function claimDetails(
  s: Services,
  employeeId: number,
  claimId: number,
  language: Language = 'en',
) {
  const c = await historyReader(s, employeeId);
  const claim = await ownedClaim(s.db, employeeId, claimId);
  if (!claim) throw notFound(CLAIM_MESSAGES.claimNotFound);
  const [view, history] = await Promise.all([claimView(s.db, c, claim), statusHistoryOf(s.db, claim.id)]);
  return {
    claim: view,
    history: history.map((h) => ({
      status: h.status as ClaimStatusCode,
      at: h.at.toISOString(),
      actor: h.actorKind,
      note: historyNoteIn(h.note, language),
    })),
  };
}
