import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messagesByPath } from '../test-support/issues';
import {
  employeeLoginSchema,
  newPasswordSchema,
  partnerLoginSchema,
  PASSWORD_MIN_LENGTH,
  resetRequestSchema,
  toolsLoginSchema,
} from './login';

describe('employee and partner login (docs/product §5)', () => {
  it('accept a numeric ID as number or digit string, normalised to a string', () => {
    expect(employeeLoginSchema.parse({ id: 100001, pw: 'demo-password' })).toEqual({
      id: '100001',
      pw: 'demo-password',
    });
    expect(partnerLoginSchema.parse({ id: ' 200001 ', pw: ' x ' })).toEqual({ id: '200001', pw: ' x ' });
  });

  it("empty, non-numeric or zero ID: 'Please fill out your {type} ID'", () => {
    for (const id of ['', '0', '00', 'abc', '12.5', -4, 0, null, undefined]) {
      expect(messagesByPath(employeeLoginSchema.safeParse({ id, pw: 'x' }))).toEqual({
        id: ['Please fill out your Employee ID'],
      });
      expect(messagesByPath(partnerLoginSchema.safeParse({ id, pw: 'x' }))).toEqual({
        id: ['Please fill out your Partner ID'],
      });
    }
  });

  it("missing or blank password: 'Please fill out your password'", () => {
    for (const pw of ['', '   ', undefined, 42]) {
      expect(messagesByPath(employeeLoginSchema.safeParse({ id: '1', pw }))).toEqual({
        pw: ['Please fill out your password'],
      });
    }
  });

  it('a non-object gets the general message', () => {
    expect(messagesByPath(employeeLoginSchema.safeParse(null))).toEqual({
      '': ['Please correct the information above'],
    });
  });

  it('every positive integer ID of up to 12 digits is accepted (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (id) => {
        expect(employeeLoginSchema.parse({ id, pw: 'p' }).id).toBe(String(id));
      }),
    );
  });

  it('an ID longer than 12 digits gets the ID message', () => {
    const r = employeeLoginSchema.safeParse({ id: '9'.repeat(13), pw: 'p' });
    expect(r.error?.issues[0]?.message).toBe('Please fill out your Employee ID');
  });
});

describe('tools login', () => {
  it('username and password required', () => {
    expect(toolsLoginSchema.parse({ id: ' staff ', pw: 'pw' })).toEqual({ id: 'staff', pw: 'pw' });
    expect(messagesByPath(toolsLoginSchema.safeParse({ id: ' ', pw: '' }))).toEqual({
      id: ['Please fill out your username'],
      pw: ['Please fill out your password'],
    });
  });
});

describe('password reset request', () => {
  it('valid requests', () => {
    expect(resetRequestSchema.parse({ type: 'employee', id: 100001, email: ' a@b.ca ' })).toEqual({
      type: 'employee',
      id: '100001',
      email: 'a@b.ca',
    });
  });

  it('ID message follows the type; e-mail must be valid', () => {
    expect(messagesByPath(resetRequestSchema.safeParse({ type: 'partner', id: 'x', email: 'nope' }))).toEqual(
      {
        id: ['Please fill out your Partner ID'],
        email: ['Please fill out a valid email address'],
      },
    );
    expect(messagesByPath(resetRequestSchema.safeParse({ type: 'employee', email: '' }))).toEqual({
      id: ['Please fill out your Employee ID'],
      email: ['Please fill out a valid email address'],
    });
  });

  it('type must be employee or partner', () => {
    expect(messagesByPath(resetRequestSchema.safeParse({ type: 'tools', id: 1, email: 'a@b.ca' }))).toEqual({
      type: ['Invalid account type'],
    });
  });
});

describe('new password', () => {
  it('minimum length is 8', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(newPasswordSchema.parse({ npw1: 'abcdefgh', npw2: 'abcdefgh' })).toEqual({
      npw1: 'abcdefgh',
      npw2: 'abcdefgh',
    });
  });

  it("required: 'Please fill out a new password'", () => {
    expect(messagesByPath(newPasswordSchema.safeParse({}))).toEqual({
      npw1: ['Please fill out a new password'],
      npw2: ['Please fill out a new password'],
    });
    expect(messagesByPath(newPasswordSchema.safeParse({ npw1: '  ', npw2: 'abcdefgh' }))).toEqual({
      npw1: ['Please fill out a new password'],
    });
  });

  it("short: 'Your password must be at least 8 characters'", () => {
    expect(messagesByPath(newPasswordSchema.safeParse({ npw1: 'abcdefg', npw2: 'abcdefg' }))).toEqual({
      npw1: ['Your password must be at least 8 characters'],
      npw2: ['Your password must be at least 8 characters'],
    });
  });

  it("different: 'Your passwords need to match' on npw2", () => {
    expect(messagesByPath(newPasswordSchema.safeParse({ npw1: 'abcdefgh', npw2: 'abcdefgi' }))).toEqual({
      npw2: ['Your passwords need to match'],
    });
  });
});

describe('second-factor codes (decision 0032)', () => {
  it('accepts 6 digits or a recovery code, and nothing else', async () => {
    const { isSecondFactorCode, secondFactorSchema, API_MESSAGES } = await import('../index');
    expect(isSecondFactorCode('123456')).toBe(true);
    expect(isSecondFactorCode(' 123 456 ')).toBe(true);
    expect(isSecondFactorCode('abcde-12345')).toBe(true);
    expect(isSecondFactorCode('ABCDE12345')).toBe(true);
    expect(isSecondFactorCode('12345')).toBe(false);
    expect(isSecondFactorCode('1234567')).toBe(false);
    expect(isSecondFactorCode('abcde-1234!')).toBe(false);
    const bad = secondFactorSchema.safeParse({ challenge: 'c', code: '12' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(API_MESSAGES.secondFactorCodeRequired);
  });
});
