/** Company report names (docs/product §9 "Company report definitions"), as used in /company-reports/{report}. */
export const COMPANY_REPORT_NAMES = [
  'employees',
  'wellnessEmployee',
  'divisions',
  'wellnessDivision',
  'employeeBalance',
  'wellnessEmployeeBalance',
  'serviceSummary',
  'claimSummary',
  'fees',
  'rff',
  'travelStatement',
  'travelActivity',
  'eeiStatement',
  'eeiActivity',
  'catStatement',
  'catActivity',
  'insuranceCoverage',
  'accountBalance',
] as const;

export type CompanyReportName = (typeof COMPANY_REPORT_NAMES)[number];

export function isCompanyReportName(value: unknown): value is CompanyReportName {
  return typeof value === 'string' && (COMPANY_REPORT_NAMES as readonly string[]).includes(value);
}

/** Plan codes for which some company reports are hidden (which reports: not shown in the spec). */
export const REPORT_HIDDEN_PLAN_CODES: readonly number[] = [
  1011, 1012, 1021, 1022, 1031, 1032, 1061, 1081, 2000,
];

/** Plan codes for which the divisions report is hidden: the above plus 1051. */
export const DIVISION_REPORT_HIDDEN_PLAN_CODES: readonly number[] = [...REPORT_HIDDEN_PLAN_CODES, 1051];
