import { centsToDecimalString, dollarsToCents } from '@benefits/domain';

/**
 * A dollar amount typed in an administrator's form, in either language: '2,500.00', '$2500',
 * '2 500,50' (the domain's dollarsToCents reads the decimal comma). Empty text is `null`; text with
 * anything but digits, separators, spaces and '$' (a letter, a minus sign) is unreadable: NaN.
 */
export function typedCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/[^\d.,$\s]/.test(trimmed)) return Number.NaN;
  return dollarsToCents(trimmed) ?? Number.NaN;
}

/** Cents as the text a form field starts with ('2500.00'), '' for none. */
export const centsText = (cents: number): string => (cents > 0 ? centsToDecimalString(cents) : '');
