import { describe, expect, it } from 'vitest';
import {
  isAllowedLimitCents,
  isAllowedWellnessCents,
  isLimitPeriod,
  limitAdjustments,
  limitChangeDateProblem,
} from './classifications';

describe('HSA and wellness amounts (docs/product §5: min 250, max 15000)', () => {
  it('allow $250 to $15,000 in whole cents, bounds included', () => {
    expect(isAllowedLimitCents(25_000)).toBe(true);
    expect(isAllowedLimitCents(1_500_000)).toBe(true);
    expect(isAllowedLimitCents(123_456)).toBe(true);
  });

  it('refuse less than $250, more than $15,000, fractions and non-numbers', () => {
    expect(isAllowedLimitCents(24_999)).toBe(false);
    expect(isAllowedLimitCents(1_500_001)).toBe(false);
    expect(isAllowedLimitCents(0)).toBe(false);
    expect(isAllowedLimitCents(-25_000)).toBe(false);
    expect(isAllowedLimitCents(25_000.5)).toBe(false);
    expect(isAllowedLimitCents('25000')).toBe(false);
    expect(isAllowedLimitCents(Number.NaN)).toBe(false);
  });

  it('let a wellness amount be none (0), else the same range', () => {
    expect(isAllowedWellnessCents(0)).toBe(true);
    expect(isAllowedWellnessCents(25_000)).toBe(true);
    expect(isAllowedWellnessCents(1_500_000)).toBe(true);
    expect(isAllowedWellnessCents(100)).toBe(false);
    expect(isAllowedWellnessCents(1_500_001)).toBe(false);
  });
});

describe('limit periods (docs/product §3)', () => {
  it('are 1, 2 and 3', () => {
    expect([1, 2, 3].every(isLimitPeriod)).toBe(true);
    expect(isLimitPeriod(0)).toBe(false);
    expect(isLimitPeriod(4)).toBe(false);
    expect(isLimitPeriod('1')).toBe(false);
  });
});

describe('a limit change’s effective date', () => {
  const today = '2026-11-23';
  it('is required and a date', () => {
    expect(limitChangeDateProblem(undefined, today)).toBe('effectiveDateRequired');
    expect(limitChangeDateProblem('', today)).toBe('effectiveDateRequired');
    expect(limitChangeDateProblem('2026-02-30', today)).toBe('effectiveDateRequired');
  });
  it('is today at the earliest and a year from today at the latest', () => {
    expect(limitChangeDateProblem('2026-11-22', today)).toBe('effectiveDatePast');
    expect(limitChangeDateProblem(today, today)).toBeNull();
    expect(limitChangeDateProblem('2027-11-23', today)).toBeNull();
    expect(limitChangeDateProblem('2027-11-24', today)).toBe('effectiveDateTooLate');
  });
});

describe('the ledger adjustments of a limit change (decision 0022)', () => {
  const before = { hsaCents: 150_000, wsaCents: 50_000 };
  it('are new less old for each account the funded employee has', () => {
    expect(
      limitAdjustments(before, { hsaCents: 200_000, wsaCents: 25_000 }, { wsa: true, funded: true }),
    ).toEqual([
      { account: 'HSA', amountCents: 50_000 },
      { account: 'WSA', amountCents: -25_000 },
    ]);
  });
  it('leave out an unchanged amount and the WSA of an employee without wellness', () => {
    expect(
      limitAdjustments(before, { hsaCents: 150_000, wsaCents: 75_000 }, { wsa: false, funded: true }),
    ).toEqual([]);
    expect(
      limitAdjustments(before, { hsaCents: 100_000, wsaCents: 50_000 }, { wsa: true, funded: true }),
    ).toEqual([{ account: 'HSA', amountCents: -50_000 }]);
  });
  it('are nothing for a plan year not funded yet', () => {
    expect(
      limitAdjustments(before, { hsaCents: 200_000, wsaCents: 0 }, { wsa: true, funded: false }),
    ).toEqual([]);
  });
});
