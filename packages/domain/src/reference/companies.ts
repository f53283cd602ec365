import { lookupCode, parseCode } from './codes';

/** Company types (docs/product §3 "Reference data"). */
export const COMPANY_TYPES: Readonly<Record<number, string>> = {
  1: 'Incorporated',
  3: 'Not-for-Profit Organization',
};

export const COMPANY_TYPE_CODES = { INCORPORATED: 1, NOT_FOR_PROFIT: 3 } as const;

export const INVALID_COMPANY_TYPE = 'Invalid Company Type';

/** The company type's name, or 'Invalid Company Type'. */
export function companyTypeName(code: unknown): string {
  return lookupCode(COMPANY_TYPES, code, INVALID_COMPANY_TYPE);
}

/** Plan year end types (docs/product §3 "Reference data"). */
export const PLAN_YEAR_END_TYPES: Readonly<Record<number, string>> = {
  1: 'Corporate Fiscal Year End',
  2: '12 Months after Effective Date',
  3: 'Calendar Year End Date',
};

export const PLAN_YEAR_END_TYPE_CODES = {
  CORPORATE_FISCAL_YEAR_END: 1,
  TWELVE_MONTHS_AFTER_EFFECTIVE_DATE: 2,
  CALENDAR_YEAR_END: 3,
} as const;

/**
 * Whether a plan year end type runs on the company's fiscal year end: only Corporate Fiscal Year End
 * (1). The others (12 months after the effective date, the calendar year) have no use for it, so the
 * sign-up neither asks for it nor keeps it for them.
 */
export function planYearUsesFiscalYearEnd(planYearEndType: unknown): boolean {
  return parseCode(planYearEndType) === PLAN_YEAR_END_TYPE_CODES.CORPORATE_FISCAL_YEAR_END;
}

export const INVALID_PLAN_YEAR_END_TYPE = 'Invalid Company Plan Year End Type';

/** The plan year end type's name, or 'Invalid Company Plan Year End Type'. */
export function planYearEndTypeName(code: unknown): string {
  return lookupCode(PLAN_YEAR_END_TYPES, code, INVALID_PLAN_YEAR_END_TYPE);
}
