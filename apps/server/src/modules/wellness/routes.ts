import type { ModuleHandlers } from '../../platform/http';
import {
  deletePendingWellness,
  getWellness,
  manageWellness,
  setupWellness,
  terminateWellness,
} from './service';

/** HTTP glue only: every handler acts for the company of its scope (company admin), resolved by the platform. */
export const wellnessHandlers: ModuleHandlers<
  | 'employerWellness'
  | 'employerWellnessSetup'
  | 'employerWellnessManage'
  | 'employerWellnessTerminate'
  | 'employerWellnessDeletePending'
> = {
  employerWellness: ({ company, services }) => getWellness(services, company),
  employerWellnessSetup: ({ input, employee, company, services }) =>
    setupWellness(services, employee, company, input),
  employerWellnessManage: ({ input, employee, company, services }) =>
    manageWellness(services, employee, company, input),
  employerWellnessTerminate: ({ input, employee, company, services }) =>
    terminateWellness(services, employee, company, input),
  employerWellnessDeletePending: ({ input, employee, company, services }) =>
    deletePendingWellness(services, employee, company, input),
};
