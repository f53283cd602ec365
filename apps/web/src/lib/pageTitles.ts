import { paths, type PatternOf } from '@benefits/domain';
import type { en as shellText } from './i18n/employeeShell/en';

export type SignedInPattern = PatternOf<'employee'> | PatternOf<'claims'> | PatternOf<'company'>;
export type PageTitleKey = `pages.${keyof typeof shellText.pages}`;

/**
 * The title of every employee, claim submission and company route of docs/product §2, by route pattern: the
 * employee shell's top bar shows it (unless the route's `handle.titleKey` says otherwise) and the
 * placeholder screen uses it as its heading.
 */
export const PAGE_TITLES: Record<SignedInPattern, PageTitleKey> = {
  [paths.employee.dashboard.path]: 'pages.dashboard',
  [paths.employee.personalDetails.path]: 'pages.personalDetails',
  [paths.employee.personalDetailsOf.path]: 'pages.personalDetails',
  [paths.employee.updateNotes.path]: 'pages.updateNotes',
  [paths.employee.planDetails.path]: 'pages.planDetails',
  [paths.employee.bankingDetails.path]: 'pages.bankingDetails',
  [paths.employee.hsaAgreement.path]: 'pages.hsaAgreement',
  [paths.employee.claimActivity.path]: 'pages.claimActivity',
  [paths.employee.balanceHistory.path]: 'pages.balanceHistory',
  [paths.employee.benefitSummary.path]: 'pages.benefitSummary',
  [paths.employee.documents.path]: 'pages.documents',
  [paths.employee.claimDetails.path]: 'pages.claimDetails',
  [paths.employee.claimAudit.path]: 'pages.claimAudit',
  [paths.employee.notifications.path]: 'pages.notifications',
  [paths.employee.printClaimForm.path]: 'pages.printClaimForm',
  [paths.employee.printClaimFormOf.path]: 'pages.printClaimForm',
  [paths.claims.makeClaim.path]: 'pages.makeClaim',
  [paths.claims.resume.path]: 'pages.resumeClaim',
  [paths.claims.items.path]: 'pages.claimItems',
  [paths.claims.receipts.path]: 'pages.uploadReceipts',
  [paths.claims.review.path]: 'pages.reviewClaim',
  [paths.claims.success.path]: 'pages.claimSubmitted',
  [paths.company.addEmployee.path]: 'pages.addEmployees',
  [paths.company.addEmployeeSuccess.path]: 'pages.employeeAdded',
  [paths.company.divisions.path]: 'pages.divisions',
  [paths.company.plan.path]: 'pages.companyPlan',
  [paths.company.businessBanking.path]: 'pages.businessBanking',
  [paths.company.wellnessSetup.path]: 'pages.wellnessSetup',
  [paths.company.wellnessSetupSuccess.path]: 'pages.wellnessSetupComplete',
  [paths.company.wellnessManage.path]: 'pages.wellnessManage',
  [paths.company.companyFunding.path]: 'pages.companyFunding',
  [paths.company.insuranceFunding.path]: 'pages.insuranceFunding',
  [paths.company.enableOnlineClaims.path]: 'pages.enableOnlineClaims',
  [paths.company.updateCard.path]: 'pages.updateCard',
  [paths.company.companyReports.path]: 'pages.companyReports',
  [paths.company.companyReport.path]: 'pages.companyReport',
  [paths.company.classifications.path]: 'pages.classifications',
  [paths.company.employer.path]: 'pages.employer',
  [paths.company.employeeDirectory.path]: 'pages.employeeDirectory',
  // Decision 0020: the forced password change.
  [paths.employee.changePassword.path]: 'pages.changePassword',
};
