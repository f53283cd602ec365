import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

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
});
