import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '@benefits/domain';
import { centsText, typedCents } from './amounts';

describe('amounts as typed', () => {
  it('read dollars in English and French forms', () => {
    expect(typedCents('2,500.00')).toBe(250_000);
    expect(typedCents('$2500')).toBe(250_000);
    expect(typedCents('2 500,50')).toBe(250_050);
    expect(typedCents('250')).toBe(25_000);
    expect(typedCents('1 500,5 $')).toBe(150_050);
  });
  it('read an amount by the one rule of the domain, as the server reads a claim amount', () => {
    for (const typed of [
      'CAD 2500',
      '2 500 $ CA',
      '1\u202f234,56\u00a0$',
      ',5',
      '0.005',
      '12O.00',
      '1e6',
      '45 dollars 50',
    ]) {
      expect(typedCents(typed), typed).toBe(dollarsToCents(typed) ?? Number.NaN);
    }
    expect(typedCents('CAD 2500')).toBe(250_000);
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
