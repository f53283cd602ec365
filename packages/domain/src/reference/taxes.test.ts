import { describe, expect, it } from 'vitest';
import { claimTaxRule } from './claim-taxes';
import { DEFAULT_TAX_BPS, hasTaxData, PROVINCIAL_TAX_BPS, taxRateBps } from './taxes';

describe('provincial tax rates (docs/product §9)', () => {
  it('has the published rates in basis points', () => {
    expect(PROVINCIAL_TAX_BPS).toEqual({
      AB: 500,
      BC: 500,
      SK: 500,
      MB: 500,
      ON: 1300,
      QC: 500,
      NB: 1500,
      NS: 1400,
      NL: 1500,
      NT: 500,
      NU: 500,
      PE: 1500,
      YT: 500,
    });
  });

  it('defaults to 5% when unknown', () => {
    expect(DEFAULT_TAX_BPS).toBe(500);
    expect(taxRateBps('ON')).toBe(1300);
    expect(taxRateBps('XX')).toBe(500);
    expect(taxRateBps(undefined)).toBe(500);
    expect(hasTaxData('PE')).toBe(true);
    expect(hasTaxData('XX')).toBe(false);
  });

  it('claim taxes by province', () => {
    for (const p of ['AB', 'BC', 'MB', 'SK']) {
      expect(claimTaxRule(p)).toEqual({ gstBps: 500, hstBps: 0, rstBps: 0, pstBps: 0, premBps: 0 });
    }
    expect(claimTaxRule('ON')).toEqual({ gstBps: 0, hstBps: 1300, rstBps: 800, pstBps: 0, premBps: 200 });
    expect(claimTaxRule('NS')).toEqual({ gstBps: 0, hstBps: 1400, rstBps: 0, pstBps: 0, premBps: 0 });
    expect(claimTaxRule('NB')).toEqual({ gstBps: 1500, hstBps: 0, rstBps: 0, pstBps: 0, premBps: 0 });
    expect(claimTaxRule('QC').gstBps).toBe(500);
    expect(claimTaxRule(null).gstBps).toBe(500);
  });
});
