import { describe, expect, it } from 'vitest';
import {
  isLicensedProvince,
  isProvinceCode,
  LICENSED_PROVINCES,
  normalizePostalCode,
  PROVINCE_CODES,
  PROVINCES,
  provinceFromPostalCode,
  provinceName,
  provincePhrase,
  provinceTimeZone,
  SERVICED_PROVINCES,
} from './provinces';
import { knownTimeZone } from '../dates';

describe('provinces and territories', () => {
  it('has the 13 codes with English and French names', () => {
    expect(PROVINCES).toHaveLength(13);
    expect([...PROVINCE_CODES].sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(provinceName('QC')).toBe('Quebec');
    expect(provinceName('QC', 'fr')).toBe('Québec');
    expect(provinceName('BC', 'fr')).toBe('Colombie-Britannique');
    expect(provinceName('ZZ')).toBeUndefined();
    expect(isProvinceCode('on')).toBe(false);
    expect(isProvinceCode('ON')).toBe(true);
  });

  it('names a province after "of" and "in", with French elision and agreement', () => {
    expect(provincePhrase('ON', 'en', 'of')).toBe('of Ontario');
    expect(provincePhrase('MB', 'en', 'in')).toBe('in Manitoba');
    expect(provincePhrase('ON', 'fr', 'of')).toBe('de l’Ontario');
    expect(provincePhrase('QC', 'fr', 'of')).toBe('du Québec');
    expect(provincePhrase('BC', 'fr', 'of')).toBe('de la Colombie-Britannique');
    expect(provincePhrase('NT', 'fr', 'of')).toBe('des Territoires du Nord-Ouest');
    expect(provincePhrase('MB', 'fr', 'in')).toBe('au Manitoba');
    expect(provincePhrase('NS', 'fr', 'in')).toBe('en Nouvelle-Écosse');
    expect(provincePhrase('ZZ', 'fr', 'in')).toBeUndefined();
    for (const code of PROVINCE_CODES) {
      expect(provincePhrase(code, 'fr', 'of')).toContain(provinceName(code, 'fr')!);
      expect(provincePhrase(code, 'fr', 'in')).toContain(provinceName(code, 'fr')!);
    }
  });

  it('licensed and serviced: AB, BC, SK, MB, ON, NS (docs/product §9)', () => {
    expect(LICENSED_PROVINCES).toEqual(['AB', 'BC', 'SK', 'MB', 'ON', 'NS']);
    expect(SERVICED_PROVINCES).toEqual(LICENSED_PROVINCES);
    expect(isLicensedProvince('NS')).toBe(true);
    expect(isLicensedProvince('QC')).toBe(false);
  });

  it('maps postal first letters to provinces (docs/product §9)', () => {
    const expected: Record<string, string> = {
      A: 'NL',
      B: 'NS',
      C: 'PE',
      E: 'NB',
      G: 'QC',
      H: 'QC',
      J: 'QC',
      K: 'ON',
      L: 'ON',
      M: 'ON',
      N: 'ON',
      P: 'ON',
      R: 'MB',
      S: 'SK',
      T: 'AB',
      V: 'BC',
      X: 'NT',
      Y: 'YT',
    };
    for (const [letter, province] of Object.entries(expected)) {
      expect(provinceFromPostalCode(`${letter}1A 1A1`)).toBe(province);
    }
    expect(provinceFromPostalCode('m5v 2t6')).toBe('ON');
    expect(provinceFromPostalCode('D1A 1A1')).toBeUndefined();
    expect(provinceFromPostalCode(42)).toBeUndefined();
  });

  it('normalises postal codes', () => {
    expect(normalizePostalCode('m5v2t6')).toBe('M5V 2T6');
    expect(normalizePostalCode(' T2P-1J9 ')).toBe('T2P 1J9');
    expect(normalizePostalCode('T2P  1J9')).toBeNull();
    expect(normalizePostalCode('12345')).toBeNull();
    expect(normalizePostalCode(undefined)).toBeNull();
  });
});

describe('provinceTimeZone (QA exports 8: a signed agreement’s time in the employee’s zone)', () => {
  it('gives each province and territory a Canadian zone Intl knows', () => {
    for (const code of PROVINCE_CODES) {
      const zone = provinceTimeZone(code);
      expect(zone).toMatch(/^America\//);
      expect(() => new Intl.DateTimeFormat('en-CA', { timeZone: zone })).not.toThrow();
    }
    expect(provinceTimeZone('ON')).toBe('America/Toronto');
    expect(provinceTimeZone('QC')).toBe('America/Toronto');
    expect(provinceTimeZone('BC')).toBe('America/Vancouver');
    expect(provinceTimeZone('NL')).toBe('America/St_Johns');
    expect(provinceTimeZone('SK')).toBe('America/Regina');
    // An unknown code: Eastern time, where most Canadians live.
    expect(provinceTimeZone('XX')).toBe('America/Toronto');
  });

  it('takes a time zone a request names only when Intl knows it', () => {
    expect(knownTimeZone('America/Halifax')).toBe('America/Halifax');
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(knownTimeZone('Mars/Olympus')).toBeUndefined();
    expect(knownTimeZone('')).toBeUndefined();
    expect(knownTimeZone(42)).toBeUndefined();
  });
});
