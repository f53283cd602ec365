/**
 * Money is integer cents and rates are basis points (1 bp = 0.01 %), rounded half-up once per line
 * (docs/architecture.md "Data rules"). Formatting for people is the web's job (Intl.NumberFormat).
 */

/** 100 % in basis points. */
export const BPS_SCALE = 10_000;

function assertInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/**
 * `numerator / denominator` rounded half-up (towards +infinity on an exact half), exactly, for
 * integers. Falls back to BigInt when the intermediate value would not be a safe integer.
 */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  assertInteger('numerator', numerator);
  assertInteger('denominator', denominator);
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const p = 2 * numerator + denominator;
  const q = 2 * denominator;
  if (Number.isSafeInteger(p) && Number.isSafeInteger(q)) {
    const mod = ((p % q) + q) % q;
    return (p - mod) / q;
  }
  const bp = 2n * BigInt(numerator) + BigInt(denominator);
  const bq = 2n * BigInt(denominator);
  const bmod = ((bp % bq) + bq) % bq;
  return Number((bp - bmod) / bq);
}

/** `amountCents * bps / 10000`, rounded half-up to a cent. */
export function applyBps(amountCents: number, bps: number): number {
  assertInteger('amountCents', amountCents);
  assertInteger('bps', bps);
  const product = amountCents * bps;
  if (Number.isSafeInteger(product)) return divRoundHalfUp(product, BPS_SCALE);
  const exact = BigInt(amountCents) * BigInt(bps);
  const p = 2n * exact + BigInt(BPS_SCALE);
  const q = 2n * BigInt(BPS_SCALE);
  const mod = ((p % q) + q) % q;
  return Number((p - mod) / q);
}

/**
 * The tax part of a tax-included amount: `total * rate / (1 + rate)` rounded half-up,
 * i.e. `total * bps / (10000 + bps)`.
 */
export function extractIncludedTax(totalCents: number, bps: number): number {
  assertInteger('totalCents', totalCents);
  assertInteger('bps', bps);
  return divRoundHalfUp(totalCents * bps, BPS_SCALE + bps);
}

/**
 * Reads a dollar amount typed by a person, in English or French, as the spec's claim form does: every
 * character other than a digit, '.' or ',' is stripped ('$1,234.50' -> 1234.50, '1 234,50 $' ->
 * 1234.50), then the rest must be a decimal number. The last comma is the decimal comma when one or
 * two digits follow it at the end ('100,50' -> 100.50, '0,5' -> 0.50, '1.234,56' -> 1234.56); any
 * other comma groups thousands ('1,500' -> 1500). A third decimal rounds half-up ('0.125' -> 13).
 * Answers integer cents, or `null` when nothing readable is left, there is more than one decimal
 * point, the text has a minus sign (an amount typed negative is refused, not made positive), or the
 * amount is too large to be exact. A number is read as written (negative, non-finite or
 * exponent-notation numbers give `null`).
 */
export function dollarsToCents(value: string | number): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
    if (text.includes('e')) return null;
  } else if (typeof value === 'string') {
    if (/[-\u2212\u2013]/.test(value)) return null;
    const kept = value.replace(/[^\d.,]/g, '');
    // A last comma with one or two digits after it is the decimal comma; every other mark groups.
    const comma = /,\d{1,2}$/.test(kept) ? kept.lastIndexOf(',') : -1;
    text =
      comma >= 0
        ? `${kept.slice(0, comma).replace(/[.,]/g, '')}.${kept.slice(comma + 1)}`
        : kept.replace(/,/g, '');
  } else {
    return null;
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = Number(fraction.charAt(2) || '0') >= 5 ? 1 : 0;
  const total = Number(whole || '0') * 100 + cents + roundUp;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents as a plain decimal string for data exchange ('1234.50'); not for display. */
export function centsToDecimalString(cents: number): string {
  assertInteger('cents', cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The cents of an amount as the domain writes money into its messages (plan/funding dollarsText:
 * '$10,150.00', '-$4,232.00'), so a reader in another language can show it in theirs; null for any
 * other text.
 */
export function centsOfDollarsText(text: string): number | null {
  const match = /^(-?)\$(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]);
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] ? -cents : cents;
}
