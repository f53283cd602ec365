import { describe, expect, it } from 'vitest';
import { dayNumber, dayTicks, niceCeiling, stepPath, valueTicks } from './chart';

describe('balance chart geometry', () => {
  it('rounds the scale up to a round number of dollars', () => {
    expect(niceCeiling(0.7)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(625)).toBe(1000);
    expect(valueTicks(250_000)).toEqual([0, 100_000, 200_000, 300_000]);
    expect(valueTicks(55_000)).toEqual([0, 20_000, 40_000, 60_000]);
    expect(valueTicks(0)).toEqual([0, 100]);
  });

  it('spreads date ticks over the axis', () => {
    const from = dayNumber('2026-01-01');
    expect(dayTicks(from, from + 100, 3)).toEqual([from, from + 50, from + 100]);
    expect(dayTicks(from, from, 3)).toEqual([from]);
  });

  it('draws the balance as steps: held until the next change', () => {
    const start = dayNumber('2026-01-01');
    const path = stepPath(
      [
        { date: '2026-01-01', value: 0 },
        { date: '2026-01-11', value: 100 },
        { date: '2026-01-21', value: 40 },
      ],
      (day) => day - start,
      (value) => 100 - value,
    );
    expect(path).toBe('M0.0,100.0H10.0V0.0H20.0V60.0');
  });
});
