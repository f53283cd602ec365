import type { ModuleHandlers } from '../../platform/http';
import { agentDetails, clientDetails } from './service';

/** The partner's client and agent pages (decision 0038); the lists run as report definitions. */
export const partnerClientHandlers: ModuleHandlers<'partnerClientDetails' | 'partnerAgent'> = {
  partnerClientDetails: ({ input, services, partner }) => clientDetails(services, partner, input.employerId),
  partnerAgent: ({ input, services, partner }) => agentDetails(services, partner, input.agentId),
};
