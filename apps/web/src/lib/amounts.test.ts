import { describe, expect, it } from 'vitest';
import { centsText, typedCents } from './amounts';

describe('amounts as typed', () => {
  it('read dollars in English and French forms', () => {
    expect(typedCents('2,500.00')).toBe(250_000);
    expect(typedCents('$2500')).toBe(250_000);
    expect(typedCents('2 500,50')).toBe(250_050);
    expect(typedCents('250')).toBe(25_000);
    expect(typedCents('1 500,5 $')).toBe(150_050);
  });
  it('answer null for nothing and NaN for unreadable text', () => {
    expect(typedCents('  ')).toBeNull();
    expect(typedCents('abc')).toBeNaN();
    expect(typedCents('12abc')).toBeNaN();
    expect(typedCents('-250')).toBeNaN();
  });
  it('give a form its starting text', () => {
    expect(centsText(150_000)).toBe('1500.00');
    expect(centsText(0)).toBe('');
  });
});
