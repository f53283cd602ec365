import { centsToDecimalString, dollarsToCents } from '@benefits/domain';

/**
 * A dollar amount as typed in either language: '2,500.00', '$2500', '2 500,50' (a comma followed by
 * one or two digits at the end is the decimal comma). Empty text is `null`; unreadable text NaN.
 */
export function typedCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const decimalComma = !trimmed.includes('.') && /,\d{1,2}$/.test(trimmed);
  const normal = decimalComma ? trimmed.replace(/,(\d{1,2})$/, '.$1') : trimmed;
  return dollarsToCents(normal) ?? Number.NaN;
}

/** Cents as the text a form field starts with ('2500.00'), '' for none. */
export const centsText = (cents: number): string => (cents > 0 ? centsToDecimalString(cents) : '');
