/** Claim fetches need a numeric employee ID and a claim type HSA or WSA (docs/product §5 "Claim item"). */
import { z } from 'zod';
import { CLAIM_TYPES } from '../reference/claims';
import { MESSAGES } from '../validation/messages';
import { codeText } from './fields';

export const claimQuerySchema = z.object(
  {
    employee: codeText(MESSAGES.invalidEmployeeId, (value) => /^\d+$/.test(value)),
    type: z.enum(CLAIM_TYPES, { error: MESSAGES.invalidClaimType }),
  },
  { error: MESSAGES.correctInformation },
);

export type ClaimQuery = z.output<typeof claimQuerySchema>;
