import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

// Intl puts narrow no-break spaces in French numbers; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('formats integer cents as Canadian dollars in English and French', () => {
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(plain(formatMoney(123456, 'fr'))).toBe('1 234,56 $');
    expect(formatMoney(-5, 'en')).toBe('-$0.05');
  });

  it('formats the exact amount, without dividing it as a binary fraction', () => {
    // 9,007,199,254,740,987 cents / 100 as a double is …409.875, which Intl would round to .88.
    expect(formatMoney(9_007_199_254_740_987, 'en')).toBe('$90,071,992,547,409.87');
    // Not cents: a caller's bug, said at once rather than shown rounded.
    expect(() => formatMoney(12.5, 'en')).toThrow(RangeError);
  });

  it('formats calendar dates without shifting them by the time zone', () => {
    expect(formatDate('2024-01-01', 'en', 'long')).toBe('January 1, 2024');
    expect(formatDate('2024-01-01', 'fr', 'long')).toBe('1er janvier 2024');
    expect(formatDate('2024-01-01', 'fr')).toBe('1er janv. 2024');
    expect(formatDate('2024-01-11', 'fr')).toBe('11 janv. 2024');
    expect(formatDate('2024-01-01', 'en', 'long')).toBe('January 1, 2024');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
