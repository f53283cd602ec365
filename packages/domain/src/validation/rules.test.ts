import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isAccount,
  isAllowedProvince,
  isBIN,
  isChecked,
  isCompanyName,
  isDate,
  isEmail,
  isFutureDate,
  isInstitution,
  isISOFormat,
  isLicense,
  isMonthAbbrDay,
  isMonthDay,
  isName,
  isNumeric,
  isOver18,
  isPhone,
  isPlan,
  isPostal,
  isProduct,
  isProvince,
  isServiced,
  postalCodeInProvince,
  isSIN,
  isTelephone,
  isTransit,
  luhnValid,
  maxLength,
  minLength,
  required,
} from './rules';

const TODAY = '2025-06-15';

describe('required', () => {
  it('is not blank after trim', () => {
    expect(required('a')).toBe(true);
    expect(required(' a ')).toBe(true);
    expect(required('   ')).toBe(false);
    expect(required('')).toBe(false);
    expect(required(undefined)).toBe(false);
    expect(required(null)).toBe(false);
    expect(required(0)).toBe(true);
    expect(required(Number.NaN)).toBe(false);
    expect(required(false)).toBe(true);
    expect(required({})).toBe(false);
  });
});

describe('isChecked', () => {
  it('accepts ticked values only', () => {
    for (const v of [true, 'Y', 'true', 'on']) expect(isChecked(v)).toBe(true);
    for (const v of [false, 'N', '', undefined, 1, 'yes']) expect(isChecked(v)).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts standard addresses', () => {
    for (const v of ['a@b.ca', 'first.last+tag@sub.example.com', " o'neil@example.org "])
      expect(isEmail(v)).toBe(true);
  });
  it('rejects others', () => {
    for (const v of [
      'a@b',
      'a.b.ca',
      '@b.ca',
      'a@b..ca',
      'a b@c.ca',
      'a@-b.ca',
      '',
      5,
      `${'a'.repeat(250)}@b.ca`,
    ]) {
      expect(isEmail(v)).toBe(false);
    }
  });
});

describe('isNumeric', () => {
  it('digits only', () => {
    expect(isNumeric('0123')).toBe(true);
    expect(isNumeric(42)).toBe(true);
    expect(isNumeric('12a')).toBe(false);
    expect(isNumeric('-1')).toBe(false);
    expect(isNumeric(1.5)).toBe(false);
    expect(isNumeric('')).toBe(false);
  });
});

describe('isTelephone', () => {
  it('optional +1, 10 digits, separators allowed', () => {
    for (const v of [
      '4165550100',
      '416-555-0100',
      '(416) 555-0100',
      '+1 416 555 0100',
      '1-416-555-0100',
      '416.555.0100',
    ]) {
      expect(isTelephone(v)).toBe(true);
    }
    for (const v of ['555-0100', '416-555-010', '+44 20 7946 0958', '416-555-0100 x12', '', 4165550100]) {
      expect(isTelephone(v)).toBe(v === 4165550100);
    }
  });
});

describe('isPhone', () => {
  it('a telephone number with a valid area code and exchange', () => {
    expect(isPhone('416-555-0100')).toBe(true);
    expect(isPhone('+1 (604) 555-0199')).toBe(true);
    expect(isPhone('016-555-0100')).toBe(false);
    expect(isPhone('416-155-0100')).toBe(false);
    expect(isPhone('416-555')).toBe(false);
  });
});

describe('isPostal', () => {
  it('letter-digit-letter, optional space or dash, digit-letter-digit', () => {
    for (const v of ['M5V 2T6', 'm5v2t6', 'T2P-1J9']) expect(isPostal(v)).toBe(true);
    for (const v of ['M5V  2T6', '5MV 2T6', 'M5V 2T', '12345', '', null]) expect(isPostal(v)).toBe(false);
    // Letters Canada Post never uses: D, F, I, O, Q, U anywhere; W and Z first.
    for (const v of ['D1A 1A1', 'W1A 1A1', 'Z1A 1A1', 'M5O 2T6', 'M5V 2U6', 'm5v 2q6']) {
      expect(isPostal(v)).toBe(false);
    }
    for (const v of ['M5W 2T6', 'K1Z 7B5', 'x0a 0h0']) expect(isPostal(v)).toBe(true);
  });
});

describe('isProvince, isAllowedProvince, isServiced', () => {
  it('isProvince: one of the 13 codes', () => {
    expect(isProvince('NU')).toBe(true);
    expect(isProvince('XX')).toBe(false);
    expect(isProvince('on')).toBe(false);
  });

  it('isAllowedProvince: a province with tax data (all 13)', () => {
    expect(isAllowedProvince('QC')).toBe(true);
    expect(isAllowedProvince('PE')).toBe(true);
    expect(isAllowedProvince('XX')).toBe(false);
  });

  it('isServiced: first postal letter maps to AB, BC, MB, SK, ON or NS', () => {
    for (const v of ['T2P 1J9', 'V6B 1A1', 'R3C 0V8', 'S4P 3Y2', 'M5V 2T6', 'K1A 0B1', 'B3H 1A1', 'l4c']) {
      expect(isServiced(v)).toBe(true);
    }
    for (const v of ['H2X 1Y4', 'A1C 5M2', 'E1C 4M3', 'C1A 7N8', 'X1A 2P7', 'Y1A 1A1', '', 7]) {
      expect(isServiced(v)).toBe(false);
    }
  });
});

describe('postalCodeInProvince', () => {
  it('the first letter names the province; X stands for the Northwest Territories and Nunavut', () => {
    expect(postalCodeInProvince('M5V 2T6', 'ON')).toBe(true);
    expect(postalCodeInProvince('m5v-2t6', 'ON')).toBe(true);
    expect(postalCodeInProvince('H2X 1Y4', 'QC')).toBe(true);
    expect(postalCodeInProvince('X0A 0H0', 'NU')).toBe(true);
    expect(postalCodeInProvince('X1A 2P7', 'NT')).toBe(true);
    expect(postalCodeInProvince('M5V 2T6', 'AB')).toBe(false);
    expect(postalCodeInProvince('T2P 1J9', 'BC')).toBe(false);
    expect(postalCodeInProvince('X1A 2P7', 'YT')).toBe(false);
  });

  it('leaves a missing or malformed code or province to their own messages', () => {
    expect(postalCodeInProvince('', 'ON')).toBe(true);
    expect(postalCodeInProvince('M5V', 'AB')).toBe(true);
    expect(postalCodeInProvince('M5V 2T6', '')).toBe(true);
    expect(postalCodeInProvince('M5V 2T6', 'ZZ')).toBe(true);
    expect(postalCodeInProvince(undefined, undefined)).toBe(true);
  });
});

describe('date formats', () => {
  it('isISOFormat: YYYY-MM-DD and a real date', () => {
    expect(isISOFormat('2024-02-29')).toBe(true);
    expect(isISOFormat('2023-02-29')).toBe(false);
    expect(isISOFormat('2024/02/01')).toBe(false);
    expect(isISOFormat('2024-02-01T00:00:00Z')).toBe(false);
  });

  it('isMonthDay: MM-DD', () => {
    expect(isMonthDay('12-31')).toBe(true);
    expect(isMonthDay('02-29')).toBe(true);
    expect(isMonthDay('02-30')).toBe(false);
    expect(isMonthDay('13-01')).toBe(false);
    expect(isMonthDay('1-01')).toBe(false);
  });

  it('isMonthAbbrDay: three letters, dash, two digits', () => {
    expect(isMonthAbbrDay('Dec-31')).toBe(true);
    expect(isMonthAbbrDay('jun-30')).toBe(true);
    expect(isMonthAbbrDay('Jun-31')).toBe(false);
    expect(isMonthAbbrDay('Abc-01')).toBe(false);
    expect(isMonthAbbrDay('Dec-1')).toBe(false);
  });

  it('isDate: parseable', () => {
    expect(isDate('2024-05-01')).toBe(true);
    expect(isDate('2024-05-01T12:00:00Z')).toBe(true);
    expect(isDate(new Date('2024-05-01'))).toBe(true);
    expect(isDate('2024-05-32')).toBe(false);
    expect(isDate('soon')).toBe(false);
    expect(isDate(20240501)).toBe(false);
  });
});

describe('isName', () => {
  it('letters, digits, apostrophe, hyphen, comma, period (and spaces)', () => {
    for (const v of ["O'Brien", 'Jean-Luc', 'Smith, Jr.', 'Zoë', 'Éloïse Côté', 'Henry 8th', 'D’Arcy']) {
      expect(isName(v)).toBe(true);
    }
    for (const v of ['Bob!', '<script>', 'a@b', 'Ann & Bob', '--', '', 12]) {
      expect(isName(v)).toBe(v === 12);
    }
  });
});

describe('isOver18', () => {
  it('aged 18 to 70 in whole years, as its message says', () => {
    expect(isOver18('2007-06-15', TODAY)).toBe(true); // 18th birthday today
    expect(isOver18('2007-06-16', TODAY)).toBe(false);
    expect(isOver18('1955-06-15', TODAY)).toBe(true); // 70th birthday today
    expect(isOver18('1955-06-14', TODAY)).toBe(true); // 70, one day after
    expect(isOver18('1954-06-16', TODAY)).toBe(true); // 70, 71st birthday tomorrow
    expect(isOver18('1954-06-15', TODAY)).toBe(false); // 71st birthday today
    expect(isOver18('not a date', TODAY)).toBe(false);
    expect(isOver18('1990-01-01', new Date('2025-06-15T00:00:00Z'))).toBe(true);
  });
});

describe('isFutureDate', () => {
  it('strictly after today', () => {
    expect(isFutureDate('2025-06-16', TODAY)).toBe(true);
    expect(isFutureDate('2025-06-15', TODAY)).toBe(false);
    expect(isFutureDate('2024-01-01', TODAY)).toBe(false);
    expect(isFutureDate('', TODAY)).toBe(false);
    expect(isFutureDate('9999-12-31')).toBe(true);
  });
});

describe('minLength and maxLength', () => {
  it('really count characters', () => {
    expect(minLength(8)('abcdefgh')).toBe(true);
    expect(minLength(8)('abcdefg')).toBe(false);
    expect(minLength(2)('😀😀')).toBe(true);
    expect(minLength(1)(undefined)).toBe(false);
    expect(maxLength(3)('abc')).toBe(true);
    expect(maxLength(3)('abcd')).toBe(false);
    expect(maxLength(3)(1234)).toBe(false);
    expect(maxLength(3)(null)).toBe(false);
  });

  it('agree with string length for plain text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.nat(20), (s, n) => {
        expect(minLength(n)(s)).toBe(s.length >= n);
        expect(maxLength(n)(s)).toBe(s.length <= n);
      }),
    );
  });
});

describe('isCompanyName', () => {
  it('business names', () => {
    for (const v of ['Acme Inc.', 'Smith & Sons Ltd', "Côté's Café (2019) Inc.", '1234567 Ontario Ltd']) {
      expect(isCompanyName(v)).toBe(true);
    }
    for (const v of ['', '   ', '<b>Acme</b>', '&&', 'x'.repeat(101), null])
      expect(isCompanyName(v)).toBe(false);
  });
});

describe('isBIN', () => {
  it('a 9-digit business number', () => {
    expect(isBIN('123456789')).toBe(true);
    expect(isBIN('123 456 789')).toBe(true);
    expect(isBIN(123456789)).toBe(true);
    expect(isBIN('12345678')).toBe(false);
    expect(isBIN('123456789RT0001')).toBe(false);
  });
});

describe('isSIN', () => {
  it('9 digits passing Luhn, separators allowed', () => {
    expect(isSIN('046 454 286')).toBe(true);
    expect(isSIN('046-454-286')).toBe(true);
    expect(isSIN('130692544')).toBe(true);
    expect(isSIN('046454287')).toBe(false);
    expect(isSIN('000000000')).toBe(false);
    expect(isSIN('04645428')).toBe(false);
    expect(isSIN('046/454/286')).toBe(false);
  });

  it('changing any single digit of a valid SIN breaks it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '046454286'.split('').map(Number);
        digits[position] = ((digits[position] ?? 0) + delta) % 10;
        expect(isSIN(digits.join(''))).toBe(false);
      }),
    );
  });

  it('luhnValid', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('bank numbers', () => {
  it('transit 5 digits, institution 3 digits, account 7 to 12 digits', () => {
    expect(isTransit('01234')).toBe(true);
    expect(isTransit('1234')).toBe(false);
    expect(isInstitution('001')).toBe(true);
    expect(isInstitution('1')).toBe(false);
    expect(isAccount('1234567')).toBe(true);
    expect(isAccount('123456789012')).toBe(true);
    expect(isAccount('123456')).toBe(false);
    expect(isAccount('1234567890123')).toBe(false);
    expect(isAccount('12345-67')).toBe(false);
  });
});

describe('isLicense, isProduct, isPlan', () => {
  it('isLicense: 3 to 20 letters, digits, spaces, dashes or slashes with a digit', () => {
    for (const v of ['A123456', '2019-AB-1234', 'ON 12345', '123']) expect(isLicense(v)).toBe(true);
    for (const v of ['AB', 'ABCDEF', '-123', 'x'.repeat(21) + '1', '12#4']) expect(isLicense(v)).toBe(false);
  });

  it('isProduct: a demo product', () => {
    expect(isProduct('incorp')).toBe(true);
    expect(isProduct('group')).toBe(true);
    expect(isProduct('gold')).toBe(false);
  });

  it('isPlan: a catalogue plan code, current or legacy', () => {
    expect(isPlan(1071)).toBe(true);
    expect(isPlan('2000')).toBe(true);
    expect(isPlan(1061)).toBe(true);
    expect(isPlan(9999)).toBe(false);
    expect(isPlan('HSA')).toBe(false);
  });
});
