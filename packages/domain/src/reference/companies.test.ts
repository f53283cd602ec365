import { describe, expect, it } from 'vitest';
import {
  COMPANY_TYPE_CODES,
  companyTypeName,
  PLAN_YEAR_END_TYPE_CODES,
  planYearEndTypeName,
} from './companies';

describe('company reference data (docs/product §3)', () => {
  it('names company types, else Invalid Company Type', () => {
    expect(companyTypeName(1)).toBe('Incorporated');
    expect(companyTypeName('3')).toBe('Not-for-Profit Organization');
    expect(companyTypeName(2)).toBe('Invalid Company Type');
    expect(companyTypeName(null)).toBe('Invalid Company Type');
    expect(COMPANY_TYPE_CODES).toEqual({ INCORPORATED: 1, NOT_FOR_PROFIT: 3 });
  });

  it('names plan year end types, else Invalid Company Plan Year End Type', () => {
    expect(planYearEndTypeName(1)).toBe('Corporate Fiscal Year End');
    expect(planYearEndTypeName(2)).toBe('12 Months after Effective Date');
    expect(planYearEndTypeName('3')).toBe('Calendar Year End Date');
    expect(planYearEndTypeName(4)).toBe('Invalid Company Plan Year End Type');
    expect(PLAN_YEAR_END_TYPE_CODES.CALENDAR_YEAR_END).toBe(3);
  });
});
