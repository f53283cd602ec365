import {
  API_MESSAGES,
  nextRenewalDate,
  planPricing,
  renewalDatesBetween,
  renewalRange,
  todayIso,
  type ReportRange,
  type ReportRow,
} from '@benefits/domain';
import { notFound } from '../../platform/errors';
import type { PartnerContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import { bookClient, bookClients, bookPlans, bookSales, soldBy, team, type BookClient } from './queries';

/*
 * The partner's clients, agents, sales and renewals (decision 0038). The lists are report
 * definitions (packages/domain/src/reports/partner.ts) whose sources are here; the reports module
 * runs, pages, sums and exports them. Whose rows is the scope's partner, never the payload's.
 */

/** A bigint sum read as text: integer cents, or an error (never a float). */
function centsOf(text: string | number | null): number {
  const value = Number(text ?? 0);
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer amount: ${String(text)}`);
  return value;
}

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

/** Names in the reader's order, accents and case aside (PGlite's collation is C). */
const byName = new Intl.Collator('en-CA', { sensitivity: 'base' });

/** Client List's rows (CLIENT_LIST_REPORT): the caller's book by employer ID, paged in SQL. */
export async function clientListRows(
  s: Services,
  partner: PartnerContext,
  window: { offset: number; limit: number },
): Promise<ReportRow[]> {
  const rows = await bookClients(s.db, partner, window);
  return rows.map((r) => ({
    EMPLOYER: String(r.id),
    EMPLOYER_NAME: r.name,
    PLAN_CODE: String(r.planCode),
    EFFECTIVE_DATE: r.effectiveDate,
    TERMINATION_DATE: r.cancellationDate,
    LAST_CLAIM_DATE: r.lastClaimDate,
    TRAVL_INS: yn(r.travelIns),
    EEI_INS: yn(r.eeiIns),
    AGENT_NAME: r.agentName,
  }));
}

/** HSA Sales' rows (HSA_SALES_REPORT): the book's companies that took effect in the range. */
export async function hsaSalesRows(
  s: Services,
  partner: PartnerContext,
  range: ReportRange,
  window: { offset: number; limit: number },
): Promise<ReportRow[]> {
  const rows = await bookSales(s.db, partner, { from: range.startdate, to: range.enddate }, window);
  return rows.map((r) => ({
    effectiveDate: r.effectiveDate,
    employerId: String(r.id),
    company: r.name,
    planCode: String(r.planCode),
    agent: r.agentName,
    members: r.members,
  }));
}

/** The renewal price of a company's plan (docs/product §9 through planPricing). */
const renewalPriceOf = (r: Pick<BookClient, 'planCode' | 'province'>) => planPricing(r.planCode, r.province);

/** What a renewal costs before its tax (null for a plan without a price). */
const amountBeforeTax = (price: ReturnType<typeof planPricing>) =>
  price.renewalTotalCents === null || price.renewalTaxCents === null
    ? null
    : price.renewalTotalCents - price.renewalTaxCents;

/** The most plans one run reads for the renewals (the report's own bound). */
const RENEWAL_MAX_PLANS = 10_000;

/**
 * Upcoming Renewals' rows (UPCOMING_RENEWALS_REPORT): every anniversary of a book plan's effective
 * date in the range (not after its cancellation), soonest first, with the renewal price.
 */
export async function upcomingRenewalRows(
  s: Services,
  partner: PartnerContext,
  range: ReportRange,
  window: { offset: number; limit: number },
): Promise<ReportRow[]> {
  const plans = await bookPlans(s.db, partner, RENEWAL_MAX_PLANS);
  const rows = plans.flatMap((r) => {
    const price = renewalPriceOf(r);
    return renewalDatesBetween(r.effectiveDate, r.cancellationDate, range.startdate, range.enddate).map(
      (renewalDate) => ({
        renewalDate,
        employerId: String(r.id),
        company: r.name,
        planCode: String(r.planCode),
        effectiveDate: r.effectiveDate,
        agent: r.agentName,
        members: r.members,
        // Before tax, so price + tax = total on every row (Plus and Deluxe include their tax).
        renewalPrice: amountBeforeTax(price),
        renewalTax: price.renewalTaxCents,
        renewalTotal: price.renewalTotalCents,
      }),
    );
  });
  rows.sort(
    (a, b) => a.renewalDate.localeCompare(b.renewalDate) || Number(a.employerId) - Number(b.employerId),
  );
  return rows.slice(window.offset, window.offset + window.limit);
}

/** The screen's default: the next 90 days (partner-clients/renewals.ts). */
export const renewalsDefaultRange = (s: Services): ReportRange => renewalRange(todayIso(s.now()));

/** Agent List's rows (AGENT_LIST_REPORT): the manager's team by name, with sales and commission. */
export async function agentListRows(
  s: Services,
  manager: PartnerContext,
  window: { offset: number; limit: number },
): Promise<ReportRow[]> {
  const rows = await team(s.db, manager.id);
  rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  return rows.slice(window.offset, window.offset + window.limit).map((r) => ({
    agentId: String(r.id),
    agentName: r.name,
    company: r.company,
    clients: r.clients,
    members: r.members,
    commission: centsOf(r.commissionCents),
    unpaid: centsOf(r.unpaidCents),
  }));
}

/** /partner/clientdetails: one company of the caller's book; another's (or none) answers 404. */
export async function clientDetails(s: Services, partner: PartnerContext, employerId: number) {
  const r = await bookClient(s.db, partner, employerId);
  if (!r) throw notFound(API_MESSAGES.clientNotFound);
  const renewal = nextRenewalDate(r.effectiveDate, r.cancellationDate, todayIso(s.now()));
  const price = renewalPriceOf(r);
  return {
    EMPLOYER: r.id,
    EMPLOYER_NAME: r.name,
    PLAN_CODE: r.planCode,
    CONTRACT_TYPE: r.contractType,
    PROVINCE: r.province,
    STREET1: r.street1,
    CITY: r.city,
    POSTCODE: r.postcode,
    TELEPHONE: r.telephone,
    EFFECTIVE_DATE: r.effectiveDate,
    TERMINATION_DATE: r.cancellationDate,
    LAST_CLAIM_DATE: r.lastClaimDate,
    TRAVL_INS: yn(r.travelIns),
    EEI_INS: yn(r.eeiIns),
    CAT_DRUG: yn(r.catDrug),
    HAS_WELLNESS: yn(r.hasWellness),
    MEMBERS: r.members,
    AGENT: r.agentId,
    AGENT_NAME: r.agentName,
    NEXT_RENEWAL_DATE: renewal,
    RENEWAL_PRICE: renewal ? amountBeforeTax(price) : null,
    RENEWAL_TAX: renewal ? price.renewalTaxCents : null,
    RENEWAL_TOTAL: renewal ? price.renewalTotalCents : null,
    TAX_INCLUDED: yn(price.taxIncluded),
  };
}

/** /partner/agent: one partner of the manager's team, with sales, commission and clients; else 404. */
export async function agentDetails(s: Services, manager: PartnerContext, agentId: number) {
  const [r] = await team(s.db, manager.id, agentId);
  if (!r) throw notFound(API_MESSAGES.agentNotFound);
  const clients = await soldBy(s.db, r.id);
  return {
    AGENT: r.id,
    AGENT_NAME: r.name,
    COMPANY: r.company,
    EMAIL: r.email,
    PROVINCE: r.province,
    TYPE: r.managerId === r.id ? ('MANAGER' as const) : ('AGENT' as const),
    CLIENTS: r.clients,
    MEMBERS: r.members,
    COMMISSION: centsOf(r.commissionCents),
    UNPAID_COMMISSION: centsOf(r.unpaidCents),
    clients: clients.map((c) => ({
      EMPLOYER: c.id,
      EMPLOYER_NAME: c.name,
      PLAN_CODE: c.planCode,
      EFFECTIVE_DATE: c.effectiveDate,
      MEMBERS: c.members,
    })),
  };
}
