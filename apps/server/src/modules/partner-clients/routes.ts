import type { ModuleHandlers } from '../../platform/http';
import { runPartnerReport, type ReportCaller } from '../reports/service';
import { agentDetails, clientDetails } from './service';

/**
 * The partner's client and agent pages and §7's report calls (decision 0038); the lists are report
 * definitions run by the generic runner.
 */
export const partnerClientHandlers: ModuleHandlers<
  'partnerClientDetails' | 'partnerAgent' | 'partnerReport'
> = {
  partnerClientDetails: ({ input, services, partner }) => clientDetails(services, partner, input.employerId),
  partnerAgent: ({ input, services, partner }) => agentDetails(services, partner, input.agentId),
  // §7's report calls by their spec names, served by the generic runner.
  partnerReport: ({ input, services, ...caller }) =>
    runPartnerReport(services, caller as ReportCaller, input),
};
