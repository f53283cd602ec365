import { describe, expect, it } from 'vitest';
import {
  COMPANY_REPORT_NAMES,
  DIVISION_REPORT_HIDDEN_PLAN_CODES,
  isCompanyReportName,
  REPORT_HIDDEN_PLAN_CODES,
} from './reports';

describe('company reports (docs/product §9)', () => {
  it('lists the 18 report names', () => {
    expect(COMPANY_REPORT_NAMES).toEqual([
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
    ]);
    expect(isCompanyReportName('rff')).toBe(true);
    expect(isCompanyReportName('payroll')).toBe(false);
  });

  it('hides reports for plan codes', () => {
    expect(REPORT_HIDDEN_PLAN_CODES).toEqual([1011, 1012, 1021, 1022, 1031, 1032, 1061, 1081, 2000]);
    expect(DIVISION_REPORT_HIDDEN_PLAN_CODES).toContain(1051);
    expect(REPORT_HIDDEN_PLAN_CODES).not.toContain(1051);
  });
});
