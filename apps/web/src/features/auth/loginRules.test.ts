import { employeeLoginSchema, MESSAGES, partnerLoginSchema, toolsLoginSchema } from '@benefits/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Area } from '../../lib/session/areas';
import { checkLogin } from './loginRules';

const schemas = { employee: employeeLoginSchema, partner: partnerLoginSchema, tools: toolsLoginSchema };

/** What the domain schema says about a login: each field's first message, or the parsed values. */
function bySchema(area: Area, values: { id: string; pw: string }) {
  const parsed = schemas[area].safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { values: undefined, errors };
}

const idLike = fc.oneof(
  fc.string(),
  fc.stringMatching(/^\s*\d{0,14}\s*$/),
  fc.constantFrom('', ' ', '0', '000', '100001', ' 200002 ', '1234567890123', 'staff', '12a'),
);
const pwLike = fc.oneof(fc.string(), fc.constantFrom('', '   ', '\t', 'demo-password', ' x '));

describe('the sign-in rules without zod', () => {
  it.each(['employee', 'partner', 'tools'] as const)(
    'give the same messages and values as the domain schema (%s)',
    (area) => {
      fc.assert(
        fc.property(idLike, pwLike, (id, pw) => {
          const expected = bySchema(area, { id, pw });
          const actual = checkLogin(area, { id, pw });
          expect(actual.errors).toEqual(expected.errors);
          if (expected.values) expect(actual.values).toEqual(expected.values);
        }),
        { numRuns: 400 },
      );
    },
  );

  it('use the spec texts', () => {
    expect(checkLogin('employee', { id: '', pw: '' }).errors).toEqual({
      id: MESSAGES.employeeIdRequired,
      pw: MESSAGES.passwordRequired,
    });
    expect(checkLogin('partner', { id: 'x', pw: 'p' }).errors).toEqual({
      id: 'Please fill out your Partner ID',
    });
    expect(checkLogin('tools', { id: '  ', pw: 'p' }).errors).toEqual({ id: MESSAGES.usernameRequired });
    expect(checkLogin('employee', { id: ' 100001 ', pw: ' pw ' }).values).toEqual({
      id: '100001',
      pw: ' pw ',
    });
  });
});
