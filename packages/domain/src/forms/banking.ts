/** Banking details (docs/product §3 "Banking details"): Canadian transit, institution and account numbers. */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { isAccount, isInstitution, isTransit } from '../validation/rules';
import { acceptedFlag, codeText } from './fields';

/** The three bank numbers, each a digit string (numbers accepted and answered as strings). */
export const bankAccountShape = {
  transitNumber: codeText(MESSAGES.transitRequired, isTransit, MESSAGES.invalidTransit),
  institutionNumber: codeText(MESSAGES.institutionRequired, isInstitution, MESSAGES.invalidInstitution),
  accountNumber: codeText(MESSAGES.accountRequired, isAccount, MESSAGES.invalidAccount),
};

/** A bank account: transit 5 digits, institution 3 digits, account 7 to 12 digits. */
export const bankAccountSchema = z.object(bankAccountShape, { error: MESSAGES.correctMissingInformation });

/**
 * Banking details of an employee or employer: the bank account plus the EFT agreement, which must
 * be accepted ('Y'); `image` is the optional void-cheque document reference.
 */
export const bankingDetailsSchema = z.object(
  {
    ...bankAccountShape,
    eft_agreement: acceptedFlag(MESSAGES.acceptAgreement),
    image: z.union([z.string(), z.null()], { error: MESSAGES.correctMissingInformation }).optional(),
  },
  { error: MESSAGES.correctMissingInformation },
);

export type BankAccountData = z.output<typeof bankAccountSchema>;
export type BankingDetailsData = z.output<typeof bankingDetailsSchema>;
