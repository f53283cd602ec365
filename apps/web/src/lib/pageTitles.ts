import type { CLAIM_ROUTES, COMPANY_ROUTES, EMPLOYEE_ROUTES } from '@benefits/domain';
import type { en as shellText } from './i18n/employeeShell/en';

export type SignedInPattern =
  (typeof EMPLOYEE_ROUTES)[number] | (typeof CLAIM_ROUTES)[number] | (typeof COMPANY_ROUTES)[number];
export type PageTitleKey = `pages.${keyof typeof shellText.pages}`;

/**
 * The title of every employee, claim submission and company route of SPEC §2, by route pattern: the
 * employee shell's top bar shows it (unless the route's `handle.titleKey` says otherwise) and the
 * placeholder screen uses it as its heading.
 */
export const PAGE_TITLES: Record<SignedInPattern, PageTitleKey> = {
  '/': 'pages.dashboard',
  '/employee': 'pages.personalDetails',
  '/employee/:id': 'pages.personalDetails',
  '/update-notes': 'pages.updateNotes',
  '/my-plan': 'pages.planDetails',
  '/banking-details': 'pages.bankingDetails',
  '/hsa-agreement': 'pages.hsaAgreement',
  '/claim-report': 'pages.claimActivity',
  '/balance-report': 'pages.balanceHistory',
  '/summary-of-benefits': 'pages.benefitSummary',
  '/documents': 'pages.documents',
  '/claim/:id': 'pages.claimDetails',
  '/audit/:id': 'pages.claimAudit',
  '/notifications': 'pages.notifications',
  '/claim-form-print': 'pages.printClaimForm',
  '/claim-form-print/:id': 'pages.printClaimForm',
  '/claims': 'pages.makeClaim',
  '/claims/resume': 'pages.resumeClaim',
  '/claims/details': 'pages.claimItems',
  '/claims/upload': 'pages.uploadReceipts',
  '/claims/review': 'pages.reviewClaim',
  '/claims/success': 'pages.claimSubmitted',
  '/add-employee': 'pages.addEmployees',
  '/add-employee/success': 'pages.employeeAdded',
  '/divisions': 'pages.divisions',
  '/business-plan': 'pages.companyPlan',
  '/business-banking': 'pages.businessBanking',
  '/wellness/setup': 'pages.wellnessSetup',
  '/wellness/setup/success': 'pages.wellnessSetupComplete',
  '/wellness/manage': 'pages.wellnessManage',
  '/company-funding': 'pages.companyFunding',
  '/insurance-funding': 'pages.insuranceFunding',
  '/business-online-claims': 'pages.enableOnlineClaims',
  '/update-card': 'pages.updateCard',
  '/company-reports': 'pages.companyReports',
  '/company-reports/:report': 'pages.companyReport',
  '/classifications': 'pages.classifications',
  '/employer': 'pages.employer',
  '/directory/employees': 'pages.employeeDirectory',
};
