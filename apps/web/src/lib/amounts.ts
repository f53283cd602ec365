import { centsToDecimalString, dollarsToCents } from '@benefits/domain';

/**
 * A dollar amount typed in an administrator's form, in either language: '2,500.00', '$2500',
 * '2 500,50', read by the domain's one rule for a typed amount (dollarsToCents, as a claim amount).
 * Empty text is `null`; text dollarsToCents does not read (a letter, a minus sign) is NaN.
 */
export function typedCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return dollarsToCents(trimmed) ?? Number.NaN;
}

/** Cents as the text a form field starts with ('2500.00'), '' for none. */
export const centsText = (cents: number): string => (cents > 0 ? centsToDecimalString(cents) : '');
