import { maskAccountNumber, type BankAccountData } from '@benefits/domain';
import type { Sealer } from './crypto';

/** The three bank numbers: sensitive, so the change log keeps them masked. */
export const BANK_NUMBER_FIELDS = ['transitNumber', 'institutionNumber', 'accountNumber'] as const;

/** How a bank account is kept at rest: each number sealed, the last four digits apart for masking. */
export interface SealedBankNumbers {
  transitSealed: string;
  institutionSealed: string;
  accountSealed: string;
  accountLast4: string;
}

/** The bank numbers as they are kept (sealed; the account's last four digits in clear). */
export function sealBankNumbers(sealer: Sealer, numbers: BankAccountData): SealedBankNumbers {
  return {
    transitSealed: sealer.seal(numbers.transitNumber),
    institutionSealed: sealer.seal(numbers.institutionNumber),
    accountSealed: sealer.seal(numbers.accountNumber),
    accountLast4: numbers.accountNumber.slice(-4),
  };
}

/** The bank numbers in clear, for the change log (which masks them: BANK_NUMBER_FIELDS). Never answered. */
export function openBankNumbers(sealer: Sealer, row: SealedBankNumbers): BankAccountData {
  return {
    transitNumber: sealer.open(row.transitSealed),
    institutionNumber: sealer.open(row.institutionSealed),
    accountNumber: sealer.open(row.accountSealed),
  };
}

/** The bank numbers as answered: transit and institution in clear, the account number masked. */
export function shownBankNumbers(
  sealer: Sealer,
  row: Pick<SealedBankNumbers, 'transitSealed' | 'institutionSealed' | 'accountLast4'>,
): BankAccountData {
  return {
    transitNumber: sealer.open(row.transitSealed),
    institutionNumber: sealer.open(row.institutionSealed),
    accountNumber: maskAccountNumber(row.accountLast4),
  };
}
