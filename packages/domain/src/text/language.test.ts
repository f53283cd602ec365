import { describe, expect, it } from 'vitest';
import {
  catalogueDifferences,
  fillIn,
  formatDateIn,
  formatDateTimeIn,
  formatDateTimeUtcIn,
  formatMoneyIn,
  languageOf,
  placeholdersOf,
  storedTextIn,
} from './language';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('languageOf (Accept-Language)', () => {
  it('takes the supported language with the highest weight', () => {
    expect(languageOf('fr')).toBe('fr');
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('FR-ca,en;q=0.5')).toBe('fr');
    expect(languageOf('en-CA,fr;q=0.9')).toBe('en');
    expect(languageOf('de-DE,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(languageOf('en;q=0.2, fr;q=0.9')).toBe('fr');
    expect(languageOf(['fr-CA'])).toBe('fr');
  });

  it('answers English for nothing, nothing supported or a refused language', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('de, es;q=0.5')).toBe('en');
    expect(languageOf('fr;q=0')).toBe('en');
    expect(languageOf('*')).toBe('en');
  });
});

describe('storedTextIn (a stored text kept in both languages)', () => {
  it('gives French readers the French, and the English when there is none', () => {
    expect(storedTextIn('News', 'Nouvelles', 'fr')).toEqual({ text: 'Nouvelles', language: 'fr' });
    expect(storedTextIn('News', '', 'fr')).toEqual({ text: 'News', language: 'en' });
    expect(storedTextIn('News', undefined, 'fr')).toEqual({ text: 'News', language: 'en' });
    expect(storedTextIn('News', 'Nouvelles', 'en')).toEqual({ text: 'News', language: 'en' });
  });
});

describe('formatting in a language', () => {
  it('writes money as the web does, exactly on integer cents', () => {
    expect(formatMoneyIn(123_450, 'en')).toBe('$1,234.50');
    expect(plain(formatMoneyIn(123_450, 'fr'))).toBe('1 234,50 $');
    expect(plain(formatMoneyIn(5, 'fr'))).toBe('0,05 $');
    expect(formatMoneyIn(9_007_199_254_740_991, 'en')).toBe('$90,071,992,547,409.91');
    expect(() => formatMoneyIn(1.5, 'fr')).toThrow(RangeError);
  });

  it('writes dates in words', () => {
    expect(formatDateIn('2026-03-05', 'en')).toBe('March 5, 2026');
    expect(formatDateIn('2026-03-05', 'fr')).toBe('5 mars 2026');
    // The first of a month is an ordinal in French.
    expect(formatDateIn('2026-03-01', 'fr')).toBe('1er mars 2026');
    expect(formatDateIn('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDateIn('2026-03-11', 'fr')).toBe('11 mars 2026');
    expect(formatDateIn('not a date', 'fr')).toBe('not a date');
    const moment = new Date('2026-03-05T14:05:00Z');
    expect(formatDateTimeUtcIn(moment, 'en')).toBe('March 5, 2026, 14:05 UTC');
    expect(formatDateTimeUtcIn(moment, 'fr')).toBe('5 mars 2026, 14 h 05 UTC');
  });

  it('writes a moment in a time zone, and says which (QA exports 8)', () => {
    // 21:48 UTC is 16:48 in Toronto in December (standard time), the same day.
    const december = new Date('2026-12-07T21:48:00Z');
    expect(formatDateTimeIn(december, 'en', 'America/Toronto')).toBe(
      'December 7, 2026, 16:48 (Eastern Standard Time)',
    );
    expect(formatDateTimeIn(december, 'fr', 'America/Toronto')).toBe(
      '7 décembre 2026, 16 h 48 (heure normale de l’Est)',
    );
    // Daylight time; and a moment that is still the day before on the west coast.
    const july = new Date('2026-07-01T03:30:00Z');
    expect(formatDateTimeIn(july, 'en', 'America/Vancouver')).toBe(
      'June 30, 2026, 20:30 (Pacific Daylight Time)',
    );
    expect(formatDateTimeIn(july, 'fr', 'America/St_Johns')).toBe(
      '1er juillet 2026, 01 h 00 (heure avancée de Terre-Neuve)',
    );
    // Midnight is 00, never 24.
    expect(formatDateTimeIn(new Date('2026-03-05T05:00:00Z'), 'en', 'America/Toronto')).toBe(
      'March 5, 2026, 00:00 (Eastern Standard Time)',
    );
  });
});

describe('texts with placeholders', () => {
  it('fills every placeholder and refuses a missing value', () => {
    expect(fillIn('Réclamation no {{id}} de {{ amount }}', { id: 12, amount: '5 $' })).toBe(
      'Réclamation no 12 de 5 $',
    );
    expect(() => fillIn('Hello {{name}}', {})).toThrow(/name/);
    expect(placeholdersOf('{{b}} {{a}} {{ b }}')).toEqual(['a', 'b', 'b']);
  });

  it('compares two catalogues', () => {
    expect(catalogueDifferences({ a: 'x {{n}}' }, { a: 'y {{n}}' })).toEqual([]);
    expect(catalogueDifferences({ a: { b: 'x' } }, { a: 'y' })).toEqual(['a: a text in one language only']);
  });
});
