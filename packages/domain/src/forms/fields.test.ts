import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support/issues';
import {
  acceptedBox,
  acceptedFlag,
  codeNumber,
  codeText,
  dateField,
  freeText,
  numericId,
  optionalDate,
  optionalFlag,
  optionalText,
  requiredText,
} from './fields';

const errorsOf = (result: Parameters<typeof messagesByPath>[0]) => messagesByPath(result)[''];

describe('field builders', () => {
  it('requiredText: blank, missing or wrong type gets the message; trims', () => {
    const field = requiredText('Required', (v) => v.length > 2, 'Too short');
    expect(field.parse('  abc ')).toBe('abc');
    expect(errorsOf(field.safeParse('  '))).toEqual(['Required']);
    expect(errorsOf(field.safeParse(undefined))).toEqual(['Required']);
    expect(errorsOf(field.safeParse(12))).toEqual(['Required']);
    expect(errorsOf(field.safeParse('ab'))).toEqual(['Too short']);
    expect(requiredText('R').parse('x')).toBe('x');
  });

  it('optionalText: empty is fine, else the rule applies', () => {
    const field = optionalText((v) => v === 'ok', 'Bad');
    expect(field.parse(undefined)).toBe('');
    expect(field.parse(null)).toBe('');
    expect(field.parse(' ok ')).toBe('ok');
    expect(errorsOf(field.safeParse('no'))).toEqual(['Bad']);
    expect(errorsOf(field.safeParse(5))).toEqual(['Bad']);
  });

  it('freeText answers trimmed text or ""', () => {
    expect(freeText('m').parse(undefined)).toBe('');
    expect(freeText('m').parse(' a ')).toBe('a');
    expect(errorsOf(freeText('m').safeParse(3))).toEqual(['m']);
  });

  it('codeText and numericId: numbers or digit strings, as strings', () => {
    expect(codeText('Req').parse(12)).toBe('12');
    expect(errorsOf(codeText('Req').safeParse(' '))).toEqual(['Req']);
    expect(errorsOf(codeText('Req', (v) => v.length === 3, 'Bad').safeParse('12'))).toEqual(['Bad']);
    const id = numericId('ID');
    expect(id.parse(' 100001 ')).toBe('100001');
    expect(id.parse(7)).toBe('7');
    for (const bad of ['0', '000', '12a', -1, 1.5, true, undefined, ''])
      expect(errorsOf(id.safeParse(bad))).toEqual(['ID']);
  });

  it('codeNumber answers a number', () => {
    const field = codeNumber('Pick', (c) => c === 1001);
    expect(field.parse('1001')).toBe(1001);
    expect(errorsOf(field.safeParse(1002))).toEqual(['Pick']);
    expect(errorsOf(field.safeParse('x'))).toEqual(['Pick']);
  });

  it('dateField: required, readable, then the check', () => {
    const field = dateField('Req', 'Bad', (iso) => (iso < '2020-01-01' ? 'Too early' : null));
    expect(field.parse('2024-02-29')).toBe('2024-02-29');
    expect(field.parse(new Date('2024-02-29T05:00:00Z'))).toBe('2024-02-29');
    expect(errorsOf(field.safeParse(''))).toEqual(['Req']);
    expect(errorsOf(field.safeParse(undefined))).toEqual(['Req']);
    expect(errorsOf(field.safeParse('2023-02-29'))).toEqual(['Bad']);
    expect(errorsOf(field.safeParse('2019-12-31'))).toEqual(['Too early']);
    expect(dateField('Req', 'Bad').parse('2019-12-31')).toBe('2019-12-31');
  });

  it('optionalDate: blank is "", else readable', () => {
    const field = optionalDate('Bad');
    expect(field.parse(undefined)).toBe('');
    expect(field.parse(' ')).toBe('');
    expect(field.parse('2024-01-01')).toBe('2024-01-01');
    expect(errorsOf(field.safeParse('tomorrow'))).toEqual(['Bad']);
  });

  it('acceptedBox, acceptedFlag, optionalFlag', () => {
    expect(acceptedBox('Accept').parse(true)).toBe(true);
    expect(acceptedBox('Accept').parse('Y')).toBe(true);
    expect(errorsOf(acceptedBox('Accept').safeParse(false))).toEqual(['Accept']);
    expect(errorsOf(acceptedBox('Accept').safeParse(undefined))).toEqual(['Accept']);
    expect(acceptedFlag('Accept').parse(true)).toBe('Y');
    expect(errorsOf(acceptedFlag('Accept').safeParse('N'))).toEqual(['Accept']);
    expect(optionalFlag('m').parse(undefined)).toBe('N');
    expect(optionalFlag('m').parse('Y')).toBe('Y');
    expect(optionalFlag('m').parse(false)).toBe('N');
    expect(errorsOf(optionalFlag('m').safeParse(1))).toEqual(['m']);
  });
});
