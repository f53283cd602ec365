import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messageKeyOf } from '../messages/catalogue';
import { MESSAGES } from '../validation/messages';
import { bankAccountSchema, bankingDetailsSchema } from './banking';
import { claimItemSchema, claimItemsSchema, demoClaimItemSchema } from './claim-item';
import { claimQuerySchema } from './claim-query';
import { clientSignupSchema } from './client-signup';
import { dependantSchema } from './dependant';
import { employeeDetailsSchema } from './employee-details';
import { employerDetailsSchema } from './employer-details';
import {
  employeeLoginSchema,
  newPasswordSchema,
  partnerLoginSchema,
  resetRequestSchema,
  toolsLoginSchema,
} from './login';
import { partnerSignupSchema } from './partner-signup';

const TODAY = '2025-06-15';
const window = { minDate: '2025-01-01', maxDate: TODAY };
const known = new Set<string>(Object.values(MESSAGES));

const schemas = {
  employeeLoginSchema,
  partnerLoginSchema,
  toolsLoginSchema,
  resetRequestSchema,
  newPasswordSchema,
  claimQuerySchema,
  claimItem: claimItemSchema({ window }),
  demoClaimItem: demoClaimItemSchema(window),
  claimItems: claimItemsSchema({ window }),
  employeeDetails: employeeDetailsSchema({ planCode: 1081, today: TODAY }),
  employerDetailsSchema,
  dependant: dependantSchema(TODAY),
  bankAccountSchema,
  bankingDetailsSchema,
  partnerSignup: partnerSignupSchema(TODAY),
  clientSignup: clientSignupSchema(TODAY),
};

// Values shaped like each form, with every field possibly missing or of any type.
const junk = fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything()));
const fieldValue = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
const formLike = (keys: string[]) =>
  fc.record(
    Object.fromEntries(keys.map((k) => [k, fc.oneof(fieldValue, fc.dictionary(fc.string(), fieldValue))])),
    {
      requiredKeys: [],
    },
  );

describe('no zod default message reaches a user', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name}: every message, for any input, is one of MESSAGES`, () => {
      const keys =
        'shape' in schema && typeof schema.shape === 'object' ? Object.keys(schema.shape) : ['type', 'id'];
      fc.assert(
        fc.property(fc.oneof(junk, formLike(keys)), (input) => {
          const result = schema.safeParse(input);
          for (const issue of result.error?.issues ?? []) {
            expect(known.has(issue.message), issue.message).toBe(true);
            // …so it has its key, which the server sends and the web translates by (decision 0018).
            expect(messageKeyOf(issue.message)?.key, issue.message).toMatch(/^validation\./);
          }
        }),
        { numRuns: 200 },
      );
    });
  }
});
