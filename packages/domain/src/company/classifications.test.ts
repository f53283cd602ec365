import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAllowedLimitCents,
  isAllowedWellnessCents,
  isLimitPeriod,
  ledgerAccountOf,
  limitAdjustments,
  limitAdjustmentsWithin,
  limitChangeDateProblem,
  limitDecreases,
  limitKeptCents,
  takenWithin,
} from './classifications';
import { LIMIT_LEDGER_KINDS } from '../plan/ledger';

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
      limitAdjustments(before, { hsaCents: 200_000, wsaCents: 25_000 }, { hsa: true, wsa: true }),
    ).toEqual([
      { account: 'HSA', amountCents: 50_000 },
      { account: 'WSA', amountCents: -25_000 },
    ]);
  });
  it('leave out an unchanged amount and the WSA of an employee without wellness', () => {
    expect(
      limitAdjustments(before, { hsaCents: 150_000, wsaCents: 75_000 }, { hsa: true, wsa: false }),
    ).toEqual([]);
    expect(
      limitAdjustments(before, { hsaCents: 100_000, wsaCents: 50_000 }, { hsa: true, wsa: true }),
    ).toEqual([{ account: 'HSA', amountCents: -50_000 }]);
  });
  it('are nothing for an account whose plan year is not funded yet, each account on its own', () => {
    expect(limitAdjustments(before, { hsaCents: 200_000, wsaCents: 0 }, { hsa: false, wsa: false })).toEqual(
      [],
    );
    // The WSA funded by a wellness setup says nothing of the HSA (QA lifecycle, finding 1).
    expect(
      limitAdjustments(before, { hsaCents: 200_000, wsaCents: 25_000 }, { hsa: false, wsa: true }),
    ).toEqual([{ account: 'WSA', amountCents: -25_000 }]);
  });
});

describe('a decrease takes at most what the account holds (decision 0022, amended 2026-12-07)', () => {
  it('leaves an increase as it is', () => {
    expect(takenWithin(50_000, 0)).toBe(50_000);
    expect(takenWithin(50_000, -3_000)).toBe(50_000);
  });
  it('takes a decrease in full when the balance covers it, down to exactly $0.00', () => {
    expect(takenWithin(-50_000, 80_000)).toBe(-50_000);
    expect(takenWithin(-50_000, 50_000)).toBe(-50_000);
  });
  it('takes only the balance when the member already used more than the new amount', () => {
    // Liam: $1,500.00 funded, $774.30 claimed, the limit lowered to $250.00.
    expect(takenWithin(-125_000, 72_570)).toBe(-72_570);
  });
  it('takes nothing from an empty (or, from before this rule, negative) balance, and never -0', () => {
    expect(Object.is(takenWithin(-10_000, 0), 0)).toBe(true);
    expect(Object.is(takenWithin(-10_000, -52_430), 0)).toBe(true);
  });
  it('(property) leaves any balance after any decrease at max(0, balance - decrease), never below $0.00', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (balance, decrease) => {
          const after = balance + takenWithin(-decrease, balance);
          return after >= 0 && after === Math.max(0, balance - decrease);
        },
      ),
    );
  });
  it('(property) never gives money back on a decrease, whatever the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (balance, decrease) => {
          const taken = takenWithin(-decrease, balance);
          return taken <= 0 && taken >= -decrease;
        },
      ),
    );
  });
});

describe('bringing a plan year’s limit to the classification’s amounts (decision 0022, amended 2026-12-07)', () => {
  const has = { wsa: true };
  it('counts as the limit the funding and every change of it, not spending or one-time changes', () => {
    expect([...LIMIT_LEDGER_KINDS].sort()).toEqual(['CLASS_CHANGE', 'FUNDING', 'LIMIT_CHANGE']);
  });
  it('writes new less what the ledger holds, in full when the balances cover it', () => {
    expect(
      limitAdjustmentsWithin(
        {
          hsa: { limitCents: 150_000, balanceCents: 150_000, funded: true },
          wsa: { limitCents: 50_000, balanceCents: 20_000, funded: true },
        },
        { hsaCents: 200_000, wsaCents: 40_000 },
        has,
      ),
    ).toEqual([
      { account: 'HSA', amountCents: 50_000, keptCents: 0 },
      { account: 'WSA', amountCents: -10_000, keptCents: 0 },
    ]);
  });
  it('stops a decrease at $0.00 and says how much the member keeps', () => {
    expect(
      limitAdjustmentsWithin(
        {
          hsa: { limitCents: 150_000, balanceCents: 72_570, funded: true },
          wsa: { limitCents: 50_000, balanceCents: 0, funded: true },
        },
        { hsaCents: 25_000, wsaCents: 25_000 },
        has,
      ),
    ).toEqual([
      { account: 'HSA', amountCents: -72_570, keptCents: 52_430 },
      { account: 'WSA', amountCents: 0, keptCents: 25_000 },
    ]);
  });
  it('after a decrease stopped at $0.00, a raise gives the new amount less what was used, not more', () => {
    // The $1,500.00 → $250.00 decrease above left the ledger's limit at $774.30 (what was used).
    expect(
      limitAdjustmentsWithin(
        {
          hsa: { limitCents: 77_430, balanceCents: 0, funded: true },
          wsa: { limitCents: 50_000, balanceCents: 0, funded: true },
        },
        { hsaCents: 150_000, wsaCents: 50_000 },
        has,
      ),
    ).toEqual([{ account: 'HSA', amountCents: 72_570, keptCents: 0 }]);
  });
  it('is nothing for a plan year not funded, and no WSA without the wellness account', () => {
    const ledger = {
      hsa: { limitCents: 0, balanceCents: 0, funded: false },
      wsa: { limitCents: 0, balanceCents: 0, funded: false },
    };
    expect(limitAdjustmentsWithin(ledger, { hsaCents: 100_000, wsaCents: 0 }, { wsa: true })).toEqual([]);
    expect(
      limitAdjustmentsWithin(
        {
          hsa: { limitCents: 100_000, balanceCents: 10, funded: true },
          wsa: { limitCents: 0, balanceCents: 0, funded: false },
        },
        { hsaCents: 100_000, wsaCents: 30_000 },
        { wsa: false },
      ),
    ).toEqual([]);
  });
  it('adjusts only the accounts that are funded: a WSA funded by a wellness setup says nothing of the HSA', () => {
    // QA lifecycle finding 1: the HSA had no row, the WSA its setup's FUNDING row.
    expect(
      limitAdjustmentsWithin(
        {
          hsa: { limitCents: 0, balanceCents: 0, funded: false },
          wsa: { limitCents: 50_000, balanceCents: 50_000, funded: true },
        },
        { hsaCents: 150_000, wsaCents: 100_000 },
        has,
      ),
    ).toEqual([{ account: 'WSA', amountCents: 50_000, keptCents: 0 }]);
  });
  it('reads an account from its rows: funded when it has a FUNDING, limit or class change row', () => {
    expect(ledgerAccountOf([])).toEqual({ limitCents: 0, balanceCents: 0, funded: false });
    expect(
      ledgerAccountOf([
        { kind: 'FUNDING', amountCents: 150_000 },
        { kind: 'CLAIM', amountCents: -20_000 },
        { kind: 'ONE_TIME_CHANGE', amountCents: 5_000 },
      ]),
    ).toEqual({ limitCents: 150_000, balanceCents: 135_000, funded: true });
    // A limit change's row, written into an account without a deposit before this rule: its limit
    // is held, so the daily run does not deposit it again.
    expect(ledgerAccountOf([{ kind: 'LIMIT_CHANGE', amountCents: 150_000 }])).toMatchObject({
      limitCents: 150_000,
      funded: true,
    });
    // A one-time change or a claim alone is no funding.
    expect(ledgerAccountOf([{ kind: 'ONE_TIME_CHANGE', amountCents: 5_000 }]).funded).toBe(false);
  });
  it('(property) leaves every account at max(0, balance - decrease) and the limit at the new amount when covered', () => {
    const account = fc.record({
      limitCents: fc.integer({ min: 0, max: 1_500_000 }),
      balanceCents: fc.integer({ min: 0, max: 1_500_000 }),
      funded: fc.constant(true),
    });
    fc.assert(
      fc.property(account, fc.integer({ min: 25_000, max: 1_500_000 }), (hsa, target) => {
        const [adj] = limitAdjustmentsWithin(
          { hsa, wsa: { limitCents: 0, balanceCents: 0, funded: false } },
          { hsaCents: target, wsaCents: 0 },
          { wsa: false },
        );
        const change = target - hsa.limitCents;
        const after = hsa.balanceCents + (adj?.amountCents ?? 0);
        if (change >= 0) return after === hsa.balanceCents + change;
        return after === Math.max(0, hsa.balanceCents + change) && after >= 0;
      }),
    );
  });
  it('tells a decrease of either amount from a raise', () => {
    const now = { hsaCents: 150_000, wsaCents: 50_000 };
    expect(limitDecreases(now, { hsaCents: 25_000, wsaCents: 50_000 })).toBe(true);
    expect(limitDecreases(now, { hsaCents: 200_000, wsaCents: 0 })).toBe(true);
    expect(limitDecreases(now, { hsaCents: 200_000, wsaCents: 50_000 })).toBe(false);
  });
});

describe('what a decrease left, read back from a recalculation’s answer', () => {
  it('is the part of a decrease no row took, and nothing for a raise or a decrease taken in full', () => {
    expect(limitKeptCents({ beforeCents: 180_000, afterCents: 25_000 }, -102_570)).toBe(52_430);
    expect(limitKeptCents({ beforeCents: 77_430, afterCents: 25_000 }, 0)).toBe(52_430);
    expect(limitKeptCents({ beforeCents: 150_000, afterCents: 100_000 }, -50_000)).toBe(0);
    expect(limitKeptCents({ beforeCents: 100_000, afterCents: 150_000 }, 50_000)).toBe(0);
    expect(limitKeptCents({ beforeCents: 100_000, afterCents: 100_000 }, 0)).toBe(0);
  });
});
