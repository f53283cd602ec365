import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support/issues';
import { bankAccountSchema, bankingDetailsSchema } from './banking';

const account = { transitNumber: '01234', institutionNumber: '003', accountNumber: '1234567' };

describe('banking details', () => {
  it('transit 5, institution 3, account 7-12 digits', () => {
    expect(bankAccountSchema.parse({ ...account, accountNumber: 123456789012 })).toEqual({
      ...account,
      accountNumber: '123456789012',
    });
    expect(
      messagesByPath(
        bankAccountSchema.safeParse({ transitNumber: '1234', institutionNumber: 'abc', accountNumber: '' }),
      ),
    ).toEqual({
      transitNumber: ['Invalid transit number format.'],
      institutionNumber: ['Invalid institution number format.'],
      accountNumber: ['Please fill out your account number'],
    });
  });

  it("the EFT agreement must be accepted ('Please accept the agreement to continue')", () => {
    expect(bankingDetailsSchema.parse({ ...account, eft_agreement: 'Y', image: null })).toEqual({
      ...account,
      eft_agreement: 'Y',
      image: null,
    });
    expect(messagesByPath(bankingDetailsSchema.safeParse({ ...account, eft_agreement: 'N' }))).toEqual({
      eft_agreement: ['Please accept the agreement to continue'],
    });
  });
});
