// The partner's clients and agents (docs/product §2 /partner/client-list/{id}, /partner/employer/{id},
// /partner/agent/{id}; §7 "Partner" /partner/clientdetails and /partner/agent; decision 0038). The
// lists themselves (client list, agent list, HSA sales, upcoming renewals) are report definitions run
// by /report/run. Whose clients is the session's: a partner their own, a manager their team's; a
// client or agent outside it answers 404, as one that does not exist. Only endpoints are exported.
import {
  PARTNER_REPORT_CALLS,
  PARTNER_REPORT_CALL_NAMES,
  REPORT_DEFINITIONS,
  REPORT_MESSAGES,
  type PartnerReportCall,
} from '@benefits/domain';
import { z } from 'zod';
import { PARTNER, PARTNER_MANAGER, scopeByField } from '../access';
import { endpoint } from '../endpoint';
import { optionalDateText, reportCellSchema } from '../report-shapes';
import { cents, isoDate, yn } from '../shapes';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const partnerClientDetails = endpoint({
  path: '/partner/clientdetails',
  method: 'POST',
  access: PARTNER,
  example: { employerId: 5001 },
  summary:
    'One company of the caller’s book (a manager: their team’s): its plan, dates, members today, insurance add-ons, last claim date and next renewal with its price. Never an employee’s claims or details. Another partner’s client answers 404.',
  request: z.object({ employerId: id }),
  response: z.object({
    EMPLOYER: z.number().int(),
    EMPLOYER_NAME: z.string(),
    PLAN_CODE: z.number().int(),
    CONTRACT_TYPE: z.number().int(),
    PROVINCE: z.string(),
    STREET1: z.string(),
    CITY: z.string(),
    POSTCODE: z.string(),
    TELEPHONE: z.string(),
    EFFECTIVE_DATE: isoDate.nullable(),
    TERMINATION_DATE: isoDate.nullable(),
    LAST_CLAIM_DATE: isoDate.nullable(),
    TRAVL_INS: yn,
    EEI_INS: yn,
    CAT_DRUG: yn,
    HAS_WELLNESS: yn,
    /** Plan members today: not terminated, not non-member administrators. */
    MEMBERS: z.number().int(),
    AGENT: z.number().int(),
    AGENT_NAME: z.string(),
    /** The next anniversary of the effective date from today; null without one or once cancelled before it. */
    NEXT_RENEWAL_DATE: isoDate.nullable(),
    /**
     * docs/product §9: Group renews at 99, the others at their price; before tax (price + tax =
     * total: Plus and Deluxe include their tax). Null for a plan without a price or no renewal.
     */
    RENEWAL_PRICE: cents.nullable(),
    RENEWAL_TAX: cents.nullable(),
    RENEWAL_TOTAL: cents.nullable(),
    TAX_INCLUDED: yn,
  }),
});

export const partnerAgent = endpoint({
  path: '/partner/agent',
  method: 'POST',
  access: PARTNER_MANAGER,
  example: { agentId: 200001 },
  summary:
    'Managers only (docs/product §6): one partner of the manager’s team (an agent, or the manager), with their sales (companies, members) and commission (earned, unpaid) and their clients. Another team’s partner answers 404.',
  request: z.object({ agentId: id }),
  response: z.object({
    AGENT: z.number().int(),
    AGENT_NAME: z.string(),
    COMPANY: z.string(),
    EMAIL: z.string(),
    PROVINCE: z.string(),
    TYPE: z.enum(['AGENT', 'MANAGER']),
    CLIENTS: z.number().int(),
    MEMBERS: z.number().int(),
    /** Every commission row of the partner, paid and unpaid, in cents. */
    COMMISSION: cents,
    UNPAID_COMMISSION: cents,
    clients: z.array(
      z.object({
        EMPLOYER: z.number().int(),
        EMPLOYER_NAME: z.string(),
        PLAN_CODE: z.number().int(),
        EFFECTIVE_DATE: isoDate.nullable(),
        MEMBERS: z.number().int(),
      }),
    ),
  }),
});

const callName = z.enum(PARTNER_REPORT_CALL_NAMES, { error: REPORT_MESSAGES.invalidReport });
const totals = z.record(z.string(), cents);

/** The scope of each call: its definition's audience (partner; the agent list, partnerManager). */
const scopeOfCall = (name: PartnerReportCall) => {
  const audience = REPORT_DEFINITIONS[PARTNER_REPORT_CALLS[name]].audience;
  return audience === 'partnerManager'
    ? ({ kind: 'partnerManager' } as const)
    : ({ kind: 'partner' } as const);
};

export const partnerReport = endpoint({
  path: '/partner/report/:list',
  method: 'POST',
  access: scopeByField(
    'list',
    Object.fromEntries(PARTNER_REPORT_CALL_NAMES.map((name) => [name, scopeOfCall(name)])),
  ),
  example: { list: 'client-list' },
  summary:
    'docs/product §7 Partner: /partner/report/{agent-list, client-list, sales-list, upcoming-renewals-list}, the partner report definitions by their spec names, whole (up to their row limit) with totals; startdate/enddate for the sales (default the last month) and renewals (default the next 90 days). The agent list is for managers only.',
  request: z.object({ list: callName, startdate: optionalDateText, enddate: optionalDateText }),
  response: z.object({
    list: callName,
    range: z.object({ startdate: isoDate, enddate: isoDate }).nullable(),
    rows: z.array(z.record(z.string(), reportCellSchema)),
    total: z.number().int(),
    truncated: z.boolean(),
    totals,
    groups: z.array(z.object({ value: z.string(), count: z.number().int(), totals })),
  }),
});
