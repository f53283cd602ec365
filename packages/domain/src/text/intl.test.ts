import { describe, expect, it, vi } from 'vitest';
import {
  calendarDateFormat,
  calendarDateOf,
  dateTimeFormat,
  FORMAT_WARMERS,
  MONEY_FORMAT,
  numberFormat,
} from './intl';

describe('kept Intl formatters', () => {
  it('makes one formatter per locale and options', () => {
    const money = numberFormat('en-CA', { style: 'currency', currency: 'CAD' });
    expect(numberFormat('en-CA', { style: 'currency', currency: 'CAD' })).toBe(money);
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'CAD' })).not.toBe(money);
    expect(numberFormat('en-CA')).not.toBe(money);
    const day = dateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' })).toBe(day);
    expect(dateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(day);
  });

  it('formats as a new formatter does', () => {
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1234.5)).toBe(
      new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1234.5),
    );
    const date = new Date(Date.UTC(2026, 2, 5));
    expect(dateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(date)).toBe(
      'March 5, 2026',
    );
  });

  it('reads an ISO calendar date as its midnight in UTC, and nothing else', () => {
    expect(calendarDateOf('2026-03-05')?.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(calendarDateOf('2026-03')).toBeUndefined();
    expect(calendarDateOf('not a date')).toBeUndefined();
  });

  it('makes ahead of time the formatters of amounts and calendar dates', () => {
    // A locale no other test formats in: only the warmers can have made these.
    for (const warm of FORMAT_WARMERS) warm('en-GB');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const money = numberFormat('en-GB', MONEY_FORMAT);
    const long = dateTimeFormat('en-GB', calendarDateFormat('long'));
    dateTimeFormat('en-GB', calendarDateFormat('medium'));
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    const amount = money.format(1234.56);
    const day = long.format(new Date(Date.UTC(2026, 2, 5)));
    expect(amount).toBe('CA$1,234.56');
    expect(day).toBe('5 March 2026');
  });
});
