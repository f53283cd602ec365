import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support/issues';
import { optionalTelephoneField, postalCodeField, provinceField, telephoneField } from './contact-fields';

const errorsOf = (result: Parameters<typeof messagesByPath>[0]) => messagesByPath(result)[''];

describe('contact fields', () => {
  it('postal code: required, format, normalised', () => {
    expect(postalCodeField().parse('m5v-2t6')).toBe('M5V 2T6');
    expect(errorsOf(postalCodeField().safeParse(''))).toEqual(['Please fill out your postal code']);
    expect(errorsOf(postalCodeField().safeParse('M5V'))).toEqual(['Invalid postal code format.']);
  });

  it("province: 'Please select a province.'", () => {
    expect(provinceField().parse('ON')).toBe('ON');
    expect(errorsOf(provinceField().safeParse(''))).toEqual(['Please select a province.']);
    expect(errorsOf(provinceField().safeParse('ZZ'))).toEqual(['Please select a province.']);
  });

  it('telephone: required and formatted; optional ones only formatted', () => {
    expect(telephoneField().parse('416-555-0100')).toBe('416-555-0100');
    expect(errorsOf(telephoneField().safeParse(''))).toEqual(['Please fill out your telephone number']);
    expect(errorsOf(telephoneField().safeParse('555'))).toEqual(['Invalid telephone format.']);
    expect(optionalTelephoneField().parse('')).toBe('');
    expect(errorsOf(optionalTelephoneField().safeParse('555'))).toEqual(['Invalid telephone format.']);
  });
});
