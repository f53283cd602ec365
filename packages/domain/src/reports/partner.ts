/*
 * The partner area's reports (docs/product §2 partner routes, §3 "Employer report row columns", §7
 * "Partner" report calls; docs/decisions/0038-partner-clients-and-renewals.md). A partner sees their
 * own book: the companies they sold (`employers.partner_id`); a manager (a partner whose manager is
 * themself) sees their team's, each row naming the agent who sold it. The Agent List is for managers
 * only (§6): its audience is `partnerManager`, so the platform refuses it to an agent.
 */
import { LIST_FETCH_LENGTH, LIST_PAGE_LENGTH } from '../constants';
import type { ReportDefinition } from './definition';

/**
 * Client List (/partner/client-list): one row per company of the caller's book, with the employer
 * report columns of §3 (their names are the wire's), and the agent who sold it. A §3 list: pages of
 * 30 read 600 at a time, 'End of List' even on its only page, by employer ID.
 */
export const CLIENT_LIST_REPORT = {
  id: 'clientList',
  audience: 'partner',
  params: 'none',
  columns: [
    { key: 'EMPLOYER', type: 'text', pdfWidth: 0.7 },
    { key: 'EMPLOYER_NAME', type: 'text', pdfWidth: 2 },
    { key: 'PLAN_CODE', type: 'text', pdfWidth: 0.6 },
    { key: 'EFFECTIVE_DATE', type: 'date', pdfWidth: 0.9 },
    { key: 'TERMINATION_DATE', type: 'date', pdfWidth: 0.9 },
    { key: 'LAST_CLAIM_DATE', type: 'date', pdfWidth: 0.9 },
    { key: 'TRAVL_INS', type: 'code', codes: 'yesNo', pdfWidth: 0.6 },
    { key: 'EEI_INS', type: 'code', codes: 'yesNo', pdfWidth: 0.6 },
    { key: 'AGENT_NAME', type: 'text', pdfWidth: 1.2, managersOnly: true },
  ],
  sort: { key: 'EMPLOYER', direction: 'asc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'always',
  exports: ['csv', 'pdf'],
  maxRows: 10_000,
} as const satisfies ReportDefinition<'clientList'>;

/**
 * HSA Sales (/partner/hsa-sales): the companies of the caller's book whose plan took effect in the
 * range (inclusive), newest first, with their plan, agent and members today (not terminated, not
 * non-member administrators). Members are summed; the row count is the number of companies sold.
 */
export const HSA_SALES_REPORT = {
  id: 'hsaSales',
  audience: 'partner',
  params: 'dateRange',
  columns: [
    { key: 'effectiveDate', type: 'date', pdfWidth: 0.9 },
    { key: 'employerId', type: 'text', pdfWidth: 0.7 },
    { key: 'company', type: 'text', pdfWidth: 2 },
    { key: 'planCode', type: 'text', pdfWidth: 0.6 },
    { key: 'agent', type: 'text', pdfWidth: 1.2, managersOnly: true },
    { key: 'members', type: 'count', total: true, pdfWidth: 0.6 },
  ],
  sort: { key: 'effectiveDate', direction: 'desc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'always',
  exports: ['csv', 'pdf'],
  maxRows: 10_000,
} as const satisfies ReportDefinition<'hsaSales'>;

/**
 * Upcoming Renewals (/partner/upcoming-renewals): each renewal of a plan of the caller's book in the
 * range (the next 90 days by default: partner-clients/renewals.ts), soonest first, with what it costs
 * (docs/product §9: Group renews at 99, the other plans at their price; tax on top for Group and
 * Basic, included for Plus and Deluxe; planPricing). Prices and members are summed.
 */
export const UPCOMING_RENEWALS_REPORT = {
  id: 'upcomingRenewals',
  audience: 'partner',
  params: 'dateRange',
  columns: [
    { key: 'renewalDate', type: 'date', pdfWidth: 0.9 },
    { key: 'employerId', type: 'text', pdfWidth: 0.7 },
    { key: 'company', type: 'text', pdfWidth: 2 },
    { key: 'planCode', type: 'text', pdfWidth: 0.6 },
    { key: 'effectiveDate', type: 'date', in: ['csv', 'pdf'], pdfWidth: 0.9 },
    { key: 'agent', type: 'text', pdfWidth: 1.2, managersOnly: true },
    { key: 'members', type: 'count', total: true, pdfWidth: 0.6 },
    { key: 'renewalPrice', type: 'money', total: true, pdfWidth: 0.8 },
    { key: 'renewalTax', type: 'money', total: true, pdfWidth: 0.7 },
    { key: 'renewalTotal', type: 'money', total: true, pdfWidth: 0.8 },
  ],
  sort: { key: 'renewalDate', direction: 'asc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'always',
  exports: ['csv', 'pdf'],
  maxRows: 10_000,
} as const satisfies ReportDefinition<'upcomingRenewals'>;

/**
 * Agent List (/partner/agent-list, managers only: §6): the manager's team (their agents and
 * themself), by name, each with their book (companies sold and their members today) and their
 * commission (every `commissions` row of the partner, paid and unpaid, and the unpaid part). All
 * four are summed into the team's total.
 */
export const AGENT_LIST_REPORT = {
  id: 'agentList',
  audience: 'partnerManager',
  params: 'none',
  columns: [
    { key: 'agentId', type: 'text', pdfWidth: 0.7 },
    { key: 'agentName', type: 'text', pdfWidth: 1.5 },
    { key: 'company', type: 'text', pdfWidth: 1.8 },
    { key: 'clients', type: 'count', total: true, pdfWidth: 0.6 },
    { key: 'members', type: 'count', total: true, pdfWidth: 0.6 },
    { key: 'commission', type: 'money', total: true, pdfWidth: 0.9 },
    { key: 'unpaid', type: 'money', total: true, pdfWidth: 0.9 },
  ],
  sort: { key: 'agentName', direction: 'asc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'always',
  exports: ['csv', 'pdf'],
  maxRows: 10_000,
} as const satisfies ReportDefinition<'agentList'>;

/** Every report of the partner area, by id. */
export const PARTNER_REPORTS = {
  clientList: CLIENT_LIST_REPORT,
  hsaSales: HSA_SALES_REPORT,
  upcomingRenewals: UPCOMING_RENEWALS_REPORT,
  agentList: AGENT_LIST_REPORT,
} as const;
export type PartnerReportId = keyof typeof PARTNER_REPORTS;

/**
 * docs/product §7 "Partner": the report calls `/partner/report/{name}` by their spec names, and the
 * definition each runs (commissions-list belongs to the commissions' own decision).
 */
export const PARTNER_REPORT_CALLS = {
  'client-list': 'clientList',
  'agent-list': 'agentList',
  'sales-list': 'hsaSales',
  'upcoming-renewals-list': 'upcomingRenewals',
} as const satisfies Record<string, PartnerReportId>;
export type PartnerReportCall = keyof typeof PARTNER_REPORT_CALLS;
export const PARTNER_REPORT_CALL_NAMES = Object.keys(PARTNER_REPORT_CALLS) as [
  PartnerReportCall,
  ...PartnerReportCall[],
];
