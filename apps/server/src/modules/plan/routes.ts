import type { ModuleHandlers } from '../../platform/http';
import {
  cancelPlan,
  enableOnlineClaiming,
  getBalance,
  getCompanyFunding,
  getInsuranceFunding,
  getPlanDetails,
  requestRefund,
  setCompanyFunding,
  setInsuranceFunding,
  withdrawCancellation,
} from './service';

/**
 * HTTP glue only: every handler acts for the caller's own company, resolved by the platform from the
 * COMPANY_ADMIN scope (never a company named in the payload).
 */
export const planHandlers: ModuleHandlers<
  | 'employerCompanyFunding'
  | 'employerCompanyFundingSet'
  | 'employerBalance'
  | 'employerRefund'
  | 'employerInsuranceFunding'
  | 'employerInsuranceFundingSet'
  | 'employerEnableOnlineClaiming'
  | 'employerPlanDetails'
  | 'employerCancelPlan'
  | 'employerWithdrawCancellation'
> = {
  employerCompanyFunding: ({ company, services }) => getCompanyFunding(services, company),
  employerCompanyFundingSet: ({ input, employee, company, services, language }) =>
    setCompanyFunding(services, employee, company, input, language),
  employerBalance: ({ company, services }) => getBalance(services, company),
  employerRefund: ({ input, employee, company, services, language }) =>
    requestRefund(services, employee, company, input, language),
  employerInsuranceFunding: ({ company, services }) => getInsuranceFunding(services, company),
  employerInsuranceFundingSet: ({ input, employee, company, services }) =>
    setInsuranceFunding(services, employee, company, input),
  employerEnableOnlineClaiming: ({ employee, company, services }) =>
    enableOnlineClaiming(services, employee, company),
  employerPlanDetails: ({ company, services }) => getPlanDetails(services, company),
  employerCancelPlan: ({ input, employee, company, services, language }) =>
    cancelPlan(services, employee, company, input, language),
  employerWithdrawCancellation: ({ employee, company, services, language }) =>
    withdrawCancellation(services, employee, company, language),
};
