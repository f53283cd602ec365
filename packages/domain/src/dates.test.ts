import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  addYears,
  ageInYears,
  civilFromDays,
  compareIsoDates,
  daysBetween,
  daysFromCivil,
  daysInMonth,
  formatIsoDate,
  isIsoDate,
  isLeapYear,
  parseDateLike,
  parseIsoDate,
  resolveToday,
  toIsoDate,
  todayIso,
  yearsBefore,
} from './dates';

describe('calendar basics', () => {
  it('knows leap years and month lengths', () => {
    expect([2000, 2024, 1900, 2023].map(isLeapYear)).toEqual([true, true, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('parses only real YYYY-MM-DD dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    expect(parseIsoDate('2023-1-01')).toBeNull();
    expect(parseIsoDate('2023-01-01T00:00:00Z')).toBeNull();
    expect(isIsoDate('2023-06-30')).toBe(true);
    expect(isIsoDate(20230630)).toBe(false);
  });

  it('formats with padding', () => {
    expect(formatIsoDate({ year: 999, month: 1, day: 2 })).toBe('0999-01-02');
  });
});

describe('reading date-like values', () => {
  it('reads ISO dates, ISO date-times (as their UTC date) and Dates', () => {
    expect(parseDateLike(' 2024-03-01 ')).toBe('2024-03-01');
    expect(parseDateLike('2024-03-01T23:30:00-05:00')).toBe('2024-03-02');
    expect(parseDateLike('2024-03-01T10:00:00Z')).toBe('2024-03-01');
    expect(parseDateLike(new Date(Date.UTC(2024, 0, 31, 23, 59)))).toBe('2024-01-31');
    expect(parseDateLike(new Date(Number.NaN))).toBeNull();
    expect(parseDateLike('March 1, 2024')).toBeNull();
    expect(parseDateLike('2024-02-30T00:00:00Z')).toBeNull();
    expect(parseDateLike(null)).toBeNull();
  });

  it('toIsoDate throws on non-dates', () => {
    expect(toIsoDate('2024-01-05')).toBe('2024-01-05');
    expect(() => toIsoDate('nope')).toThrow(RangeError);
  });

  it('today is the UTC date, and can be given', () => {
    expect(todayIso(new Date('2024-06-30T23:59:59Z'))).toBe('2024-06-30');
    expect(resolveToday('2025-01-02')).toBe('2025-01-02');
    expect(resolveToday(new Date('2025-01-02T12:00:00Z'))).toBe('2025-01-02');
    expect(resolveToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('date arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, clamping to the month end', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2024-11-15', 2)).toBe('2025-01-15');
    expect(addMonths('2024-01-15', -13)).toBe('2022-12-15');
  });

  it('adds years, 29 February becoming 28 February', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', -18)).toBe('2006-02-28');
    expect(addYears('2025-06-15', -70)).toBe('1955-06-15');
  });

  it('compares and counts days', () => {
    expect(compareIsoDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareIsoDates('2024-01-02', '2024-01-02')).toBe(0);
    expect(compareIsoDates('2025-01-01', '2024-12-31')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(() => compareIsoDates('x', '2024-01-01')).toThrow(RangeError);
  });

  it('computes completed years of age', () => {
    expect(ageInYears('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageInYears('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageInYears('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageInYears('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageInYears('2000-01-01')).toBeGreaterThanOrEqual(25);
  });

  it('yearsBefore is the latest birth date of someone that old', () => {
    expect(yearsBefore(18, '2025-06-15')).toBe('2007-06-15');
    expect(ageInYears(yearsBefore(18, '2025-06-15'), '2025-06-15')).toBe(18);
  });

  it('day numbers agree with the platform calendar (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (days) => {
        const date = civilFromDays(days);
        const utc = new Date(days * 86_400_000);
        expect(date).toEqual({
          year: utc.getUTCFullYear(),
          month: utc.getUTCMonth() + 1,
          day: utc.getUTCDate(),
        });
        expect(daysFromCivil(date)).toBe(days);
      }),
    );
  });

  it('adding and removing days round-trips (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50_000, max: 50_000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (start, n) => {
          const iso = formatIsoDate(civilFromDays(start));
          expect(addDays(addDays(iso, n), -n)).toBe(iso);
          expect(daysBetween(iso, addDays(iso, n))).toBe(n);
        },
      ),
    );
  });
});
