const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Integer cents as an exact decimal string ('-1234.05'): no floating-point arithmetic on the amount. */
function decimalOf(cents: number): `${number}` {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/**
 * An amount for the server's own English texts (PDFs, messages, seeded notifications): '$1,234.05'.
 * The screens format amounts themselves, in the reader's language.
 */
export function formatCad(cents: number): string {
  return CAD.format(decimalOf(cents));
}
