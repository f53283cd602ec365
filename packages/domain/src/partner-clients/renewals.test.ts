import { describe, expect, it } from 'vitest';
import { nextRenewalDate, renewalDatesBetween, renewalRange } from './renewals';

describe('plan renewals (decision 0038)', () => {
  it('renews on each anniversary of the effective date, the first one year on', () => {
    expect(renewalDatesBetween('2023-01-01', null, '2026-11-26', '2027-02-24')).toEqual(['2027-01-01']);
    expect(renewalDatesBetween('2026-01-01', null, '2025-01-01', '2026-12-31')).toEqual([]);
    expect(renewalDatesBetween('2020-06-15', null, '2021-01-01', '2023-12-31')).toEqual([
      '2021-06-15',
      '2022-06-15',
      '2023-06-15',
    ]);
    // The bounds are inclusive.
    expect(renewalDatesBetween('2020-06-15', null, '2024-06-15', '2024-06-15')).toEqual(['2024-06-15']);
  });

  it('counts from the effective date: a 29 February plan renews on the 28th, and the 29th in leap years', () => {
    expect(renewalDatesBetween('2024-02-29', null, '2025-01-01', '2028-12-31')).toEqual([
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('does not renew a plan after its cancellation date, nor one without an effective date', () => {
    expect(renewalDatesBetween('2023-01-01', '2026-12-31', '2026-11-26', '2027-12-31')).toEqual([]);
    expect(renewalDatesBetween('2023-01-01', '2027-01-31', '2026-11-26', '2027-12-31')).toEqual([
      '2027-01-01',
    ]);
    expect(renewalDatesBetween(null, null, '2026-01-01', '2026-12-31')).toEqual([]);
    expect(nextRenewalDate(null, null, '2026-11-26')).toBeNull();
  });

  it('answers the next renewal from today and the default window of 90 days', () => {
    expect(nextRenewalDate('2023-03-01', null, '2026-11-26')).toBe('2027-03-01');
    expect(nextRenewalDate('2023-11-26', null, '2026-11-26')).toBe('2026-11-26');
    expect(renewalRange('2026-11-26')).toEqual({ startdate: '2026-11-26', enddate: '2027-02-24' });
    expect(renewalRange('2026-11-26', 30)).toEqual({ startdate: '2026-11-26', enddate: '2026-12-26' });
  });
});
