// Public surface of @benefits/domain: pure reference data, rules, schemas and calculations.
export * from './constants';
export * from './dates';
export * from './money';
export * from './text/language';
export * from './text/intl';
export * from './text/preferences-cookie';
export * from './text/kept-frame';

export * from './reference/codes';
export * from './reference/plans';
export * from './reference/companies';
export * from './reference/limits';
export * from './reference/dependants';
export * from './reference/wellness';
export * from './reference/provinces';
export * from './reference/taxes';
export * from './reference/claim-taxes';
export * from './reference/insurance-taxes';
export * from './reference/prices';
export * from './reference/contract-types';
export * from './reference/reports';
export * from './reference/claims';
export * from './reference/roles';
export * from './reference/permissions';
export * from './reference/staff-log';
export * from './reference/demo';

export * from './validation/messages';
export * from './messages/api';
export * from './messages/catalogue';
export * from './messages/sections';
export * from './validation/rules';
export * from './validation/second-factor';
export * from './validation/age-limits';

export * from './forms/fields';
export * from './forms/contact-fields';
export * from './forms/login';
export * from './forms/claim-query';
export * from './forms/claim-item';
export * from './forms/uploads';
export * from './forms/employee-details';
export * from './forms/employer-details';
export * from './forms/dependant';
export * from './forms/banking';
export * from './forms/partner-signup';
export * from './forms/partner-profile';
export * from './forms/client-signup';
export * from './signup/client-signup';
export * from './signup/partner-signup';

export * from './claims/admin-fees';
export * from './claims/cost';
export * from './pricing/signup';
export * from './commissions/commissions';
export * from './commissions/messages';
export * from './plans/plan-year';
export * from './plans/funding';

export * from './access/paths';
export * from './access/routes';
export * from './access/session-guard';
export * from './access/employee-guard';
export * from './access/partner-guard';
export * from './access/menus';
export * from './access/tour';

export * from './account/messages';
export * from './account/personal-info';
export * from './account/dependants';
export * from './account/masking';
export * from './claims/status';
export * from './claims/window';
export * from './claims/balances';
export * from './claims/audit';
export * from './claims/messages';
export * from './claims/receipts';
export * from './employer/messages';
export * from './employer/pad';
export * from './claims/eligibility';
export * from './claims/reports';
export * from './claims/items';

export * from './reports';
export * from './company/classifications';
export * from './payments/card';
export * from './wellness/wellness';
export * from './enrolment/messages';
export * from './enrolment/rows';

export * from './plan/messages';
export * from './plan/funding';
export * from './plan/ledger';
export * from './plan/insurance';
export * from './plan/plan';
export * from './partner-clients/renewals';
export * from './directory/messages';
export * from './directory/rules';
export * from './lists/paging';
export * from './audits/messages';
export * from './receipts/messages';
export * from './demo/demo';
export * from './privacy/retention';
export * from './audits/rules';

export * from './content/content';
