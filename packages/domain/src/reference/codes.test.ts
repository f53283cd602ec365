import { describe, expect, it } from 'vitest';
import { isOneOfCodes, lookupCode, parseCode } from './codes';

describe('codes', () => {
  it('parseCode reads integers and digit strings only', () => {
    expect(parseCode(1071)).toBe(1071);
    expect(parseCode(' 1071 ')).toBe(1071);
    expect(parseCode('10.5')).toBeNull();
    expect(parseCode(-1)).toBeNull();
    expect(parseCode(1.5)).toBeNull();
    expect(parseCode(null)).toBeNull();
    expect(parseCode('')).toBeNull();
  });

  it('lookupCode answers the fallback for unknown codes', () => {
    const table = { 1: 'One' };
    expect(lookupCode(table, '1', 'none')).toBe('One');
    expect(lookupCode(table, 2, 'none')).toBe('none');
    expect(lookupCode(table, 'x', 'none')).toBe('none');
    expect(lookupCode(table, 'toString', 'none')).toBe('none');
  });

  it('isOneOfCodes accepts numbers and digit strings', () => {
    expect(isOneOfCodes([3, 8, 13], '13')).toBe(true);
    expect(isOneOfCodes([3, 8, 13], 4)).toBe(false);
  });
});
