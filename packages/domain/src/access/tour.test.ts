import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTourState, isFirstStep, isLastStep, relativeTime, TOUR_AUDIENCES, tourReducer } from './tour';
import type { TourAction, TourState } from './tour';

describe('intro tour (docs/product §2 "Other UI")', () => {
  it('has three audiences: EE, BC, AGENT', () => {
    expect(TOUR_AUDIENCES).toEqual(['EE', 'BC', 'AGENT']);
  });

  it('starts open at the first step', () => {
    expect(createTourState(3)).toEqual({ stepCount: 3, step: 0, open: true });
    expect(createTourState(0)).toEqual({ stepCount: 0, step: 0, open: false });
    expect(createTourState(-2).open).toBe(false);
    expect(createTourState(2.5).open).toBe(false);
  });

  it('Next moves one step on', () => {
    const s = tourReducer(createTourState(3), { type: 'next' });
    expect(s.step).toBe(1);
    expect(tourReducer(s, { type: 'next' }).step).toBe(2);
  });

  it('Next stays on the last step, which shows Exit', () => {
    const last: TourState = { stepCount: 3, step: 2, open: true };
    expect(isLastStep(last)).toBe(true);
    expect(tourReducer(last, { type: 'next' })).toEqual(last);
    expect(isLastStep(createTourState(3))).toBe(false);
    expect(isLastStep(createTourState(1))).toBe(true);
  });

  it('Previous moves back and clamps at the first step', () => {
    const s: TourState = { stepCount: 3, step: 2, open: true };
    expect(tourReducer(s, { type: 'previous' }).step).toBe(1);
    const first = createTourState(3);
    expect(isFirstStep(first)).toBe(true);
    expect(tourReducer(first, { type: 'previous' })).toEqual(first);
  });

  it('Exit closes the tour, start reopens it at the first step', () => {
    const closed = tourReducer({ stepCount: 3, step: 1, open: true }, { type: 'exit' });
    expect(closed.open).toBe(false);
    expect(tourReducer(closed, { type: 'start' })).toEqual({ stepCount: 3, step: 0, open: true });
    expect(tourReducer(createTourState(0), { type: 'start' }).open).toBe(false);
  });

  it('the step always stays within the tour', () => {
    const action = fc.constantFrom<TourAction>(
      { type: 'next' },
      { type: 'previous' },
      { type: 'exit' },
      { type: 'start' },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(action, { maxLength: 30 }), (count, actions) => {
        const end = actions.reduce(tourReducer, createTourState(count));
        expect(end.step).toBeGreaterThanOrEqual(0);
        expect(end.step).toBeLessThan(count);
      }),
    );
  });
});

describe('relativeTime (docs/product §9: "Just now" up to centuries)', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'justNow', 0],
    [59_999, 'justNow', 0],
    [MIN, 'minutes', 1],
    [59 * MIN, 'minutes', 59],
    [HOUR, 'hours', 1],
    [23 * HOUR + 59 * MIN, 'hours', 23],
    [DAY, 'days', 1],
    [6 * DAY, 'days', 6],
    [7 * DAY, 'weeks', 1],
    [29 * DAY, 'weeks', 4],
    [30 * DAY, 'months', 1],
    [329 * DAY, 'months', 10],
    [330 * DAY, 'months', 11],
    [359 * DAY, 'months', 11],
    // 30-day months would make these 12: they stay 11 months until the year (QA employee finding 13).
    [360 * DAY, 'months', 11],
    [364 * DAY + 23 * HOUR, 'months', 11],
    [365 * DAY, 'years', 1],
    [99 * 365 * DAY, 'years', 99],
    [100 * 365 * DAY, 'centuries', 1],
    [250 * 365 * DAY, 'centuries', 2],
  ] as const)('%i ms ago -> %s %i', (ms, key, count) => {
    expect(relativeTime(ago(ms), now)).toEqual({ key, count });
  });

  it('never says 12 months: each day up to two years reads as at most 11 months, then years', () => {
    for (let days = 0; days <= 730; days += 1) {
      const { key, count } = relativeTime(ago(days * DAY + 12 * HOUR), now);
      if (key === 'months') expect(count, `${days} days`).toBeLessThanOrEqual(11);
      expect(key === 'years', `${days} days`).toBe(days >= 365);
    }
  });

  it('the future reads as just now', () => {
    expect(relativeTime(new Date(now.getTime() + DAY), now)).toEqual({ key: 'justNow', count: 0 });
  });

  it('reads ISO strings', () => {
    expect(relativeTime('2025-03-01T11:30:00Z', now)).toEqual({ key: 'minutes', count: 30 });
    expect(relativeTime('2025-02-27', now)).toEqual({ key: 'days', count: 2 });
  });

  it('throws on dates it cannot read', () => {
    expect(() => relativeTime('yesterday', now)).toThrow(RangeError);
    expect(() => relativeTime(new Date(Number.NaN), now)).toThrow(RangeError);
  });

  it('never goes down as time passes', () => {
    const order = ['justNow', 'minutes', 'hours', 'days', 'weeks', 'months', 'years', 'centuries'];
    const rank = (ms: number) => {
      const r = relativeTime(ago(ms), now);
      return order.indexOf(r.key) * 1e6 + r.count;
    };
    fc.assert(
      fc.property(fc.nat(200 * 365 * DAY), fc.nat(365 * DAY), (a, b) => {
        expect(rank(a + b)).toBeGreaterThanOrEqual(rank(a));
      }),
    );
  });
});
