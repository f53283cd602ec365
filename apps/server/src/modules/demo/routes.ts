import type { ModuleHandlers } from '../../platform/http';
import { openDemo, submitDemoClaim } from './service';

/** HTTP glue only: both endpoints are public (a prospect has no account). */
export const demoHandlers: ModuleHandlers<'demoLogin' | 'demoClaimSubmit'> = {
  demoLogin: ({ input, services, caller, language }) => openDemo(services, input, caller, language),
  demoClaimSubmit: ({ input, services }) => submitDemoClaim(services, input),
};
