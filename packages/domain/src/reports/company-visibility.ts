/*
 * Which company reports a company may see (docs/product/company-reports.md "Which reports a company
 * sees"; docs/product §9 "Company report definitions"; decision 35). One rule, used by the web's list
 * and report page and by the server, which refuses a hidden report.
 */
import type { InsuranceProduct } from '../plan/insurance';
import {
  COMPANY_REPORT_NAMES,
  DIVISION_REPORT_HIDDEN_PLAN_CODES,
  REPORT_HIDDEN_PLAN_CODES,
  type CompanyReportName,
} from '../reference/reports';

/** What the rule reads about the company: its plan code, wellness, and the insurance it holds. */
export interface CompanyReportFacts {
  planCode: number;
  hasWellness: boolean;
  /** The insurance add-ons the company holds (rows of insurance_products, ended ones included). */
  insurance: readonly InsuranceProduct[];
}

/** Why a report is hidden: its plan code, no wellness account, or no such insurance. */
export type CompanyReportHiddenBy = 'planCode' | 'wellness' | 'insurance';

interface Rule {
  planCodes?: readonly number[];
  wellness?: true;
  /** Shown when the company holds any of these. */
  insurance?: readonly InsuranceProduct[];
}

const ALL_INSURANCE: readonly InsuranceProduct[] = ['TRAVEL', 'EEI', 'CAT_DRUG'];

/** Each report's rule (none: always shown). */
const RULES: Readonly<Record<CompanyReportName, Rule>> = {
  employees: { planCodes: REPORT_HIDDEN_PLAN_CODES },
  wellnessEmployee: { planCodes: REPORT_HIDDEN_PLAN_CODES, wellness: true },
  divisions: { planCodes: DIVISION_REPORT_HIDDEN_PLAN_CODES },
  wellnessDivision: { planCodes: DIVISION_REPORT_HIDDEN_PLAN_CODES, wellness: true },
  employeeBalance: { planCodes: REPORT_HIDDEN_PLAN_CODES },
  wellnessEmployeeBalance: { planCodes: REPORT_HIDDEN_PLAN_CODES, wellness: true },
  serviceSummary: {},
  claimSummary: {},
  fees: {},
  rff: {},
  travelStatement: { insurance: ['TRAVEL'] },
  travelActivity: { insurance: ['TRAVEL'] },
  eeiStatement: { insurance: ['EEI'] },
  eeiActivity: { insurance: ['EEI'] },
  catStatement: { insurance: ['CAT_DRUG'] },
  catActivity: { insurance: ['CAT_DRUG'] },
  insuranceCoverage: { insurance: ALL_INSURANCE },
  accountBalance: {},
};

/** Why the company may not see the report, or null when it may. */
export function companyReportHiddenBy(
  name: CompanyReportName,
  facts: CompanyReportFacts,
): CompanyReportHiddenBy | null {
  const rule = RULES[name];
  if (rule.planCodes?.includes(facts.planCode)) return 'planCode';
  if (rule.wellness && !facts.hasWellness) return 'wellness';
  if (rule.insurance && !rule.insurance.some((p) => facts.insurance.includes(p))) return 'insurance';
  return null;
}

export const isCompanyReportVisible = (name: CompanyReportName, facts: CompanyReportFacts) =>
  companyReportHiddenBy(name, facts) === null;

/** The reports the company may see, in the spec's order. */
export const visibleCompanyReports = (facts: CompanyReportFacts): CompanyReportName[] =>
  COMPANY_REPORT_NAMES.filter((name) => isCompanyReportVisible(name, facts));
