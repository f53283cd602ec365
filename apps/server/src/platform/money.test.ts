import { describe, expect, it } from 'vitest';
import { formatCad } from './money';

describe('formatCad', () => {
  it('writes integer cents as Canadian dollars, exactly', () => {
    expect(formatCad(0)).toBe('$0.00');
    expect(formatCad(5)).toBe('$0.05');
    expect(formatCad(14_250)).toBe('$142.50');
    expect(formatCad(123_456_789)).toBe('$1,234,567.89');
    expect(formatCad(-1_005)).toBe('-$10.05');
    // Beyond what a float keeps to the cent, the text is still exact.
    expect(formatCad(9_007_199_254_740_991)).toBe('$90,071,992,547,409.91');
  });

  it('refuses what is not integer cents', () => {
    expect(() => formatCad(1.5)).toThrow(RangeError);
  });
});
