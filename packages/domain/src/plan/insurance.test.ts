import { describe, expect, it } from 'vitest';
import {
  INSURANCE_PREMIUM_TAX_BPS,
  INSURANCE_SALES_TAX_BPS,
  insurancePremiumTaxes,
} from '../reference/insurance-taxes';
import { PROVINCE_CODES } from '../reference/provinces';
import { isCoveredOn, premiumLine, removalDate, statementMonths } from './insurance';

describe('insurance coverage and premiums (decision 37)', () => {
  it('lists the months whose first day is in the period', () => {
    expect(statementMonths({ startdate: '2026-10-26', enddate: '2026-11-26' })).toEqual(['2026-11-01']);
    expect(statementMonths({ startdate: '2025-11-01', enddate: '2026-02-01' })).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(statementMonths({ startdate: '2026-03-02', enddate: '2026-03-31' })).toEqual([]);
  });

  it('covers a day from the start to the end date inclusive; the removal takes effect the day after', () => {
    const c = { startDate: '2026-02-10', endDate: '2026-02-28' };
    expect(['2026-02-09', '2026-02-10', '2026-02-28', '2026-03-01'].map((d) => isCoveredOn(c, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isCoveredOn({ startDate: '2026-02-10', endDate: null }, '2030-01-01')).toBe(true);
    expect(removalDate('2024-02-28')).toBe('2024-02-29');
  });

  it('taxes premiums by province: premium tax and sales tax, each rounded half up', () => {
    for (const p of PROVINCE_CODES) {
      expect(INSURANCE_PREMIUM_TAX_BPS[p], p).toBeGreaterThanOrEqual(200);
      expect(INSURANCE_PREMIUM_TAX_BPS[p], p).toBeLessThanOrEqual(500);
    }
    // Only Ontario's RST and Quebec's tax on insurance premiums reach group health premiums.
    expect(Object.entries(INSURANCE_SALES_TAX_BPS).filter(([, bps]) => bps > 0)).toEqual([
      ['ON', 800],
      ['QC', 900],
    ]);
    expect(insurancePremiumTaxes(1_225, 'ON')).toEqual({ premTaxCents: 25, rstCents: 98 }); // 24.5 up
    expect(insurancePremiumTaxes(5_550, 'AB')).toEqual({ premTaxCents: 167, rstCents: 0 }); // 166.5 up
    // Quebec: 3 % tax on capital and 0.30 % compensation tax; 9 % tax on insurance premiums.
    expect(insurancePremiumTaxes(10_000, 'QC')).toEqual({ premTaxCents: 330, rstCents: 900 });
    expect(insurancePremiumTaxes(10_000, 'SK')).toEqual({ premTaxCents: 300, rstCents: 0 });
    expect(insurancePremiumTaxes(10_000, 'NS')).toEqual({ premTaxCents: 300, rstCents: 0 });
    expect(insurancePremiumTaxes(1_850, 'PE')).toEqual({ premTaxCents: 69, rstCents: 0 }); // 69.375
    expect(insurancePremiumTaxes(1_850, 'YT')).toEqual({ premTaxCents: 74, rstCents: 0 });
    expect(insurancePremiumTaxes(1_850, 'MB')).toEqual({ premTaxCents: 37, rstCents: 0 });
    expect(insurancePremiumTaxes(10_000, 'XX')).toEqual({ premTaxCents: 200, rstCents: 0 });
  });

  it('sums a month line over provinces, each province rounded once', () => {
    expect(
      premiumLine([
        { province: 'AB', covered: 3, premiumCents: 5_550 },
        { province: 'ON', covered: 1, premiumCents: 1_850 },
      ]),
    ).toEqual({
      covered: 4,
      premiumCents: 7_400,
      premTaxCents: 167 + 37,
      rstCents: 148,
      totalCents: 7_400 + 204 + 148,
    });
    expect(premiumLine([])).toEqual({
      covered: 0,
      premiumCents: 0,
      premTaxCents: 0,
      rstCents: 0,
      totalCents: 0,
    });
  });
});
