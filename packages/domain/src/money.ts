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
 * The whole part of a typed amount as plain digits: digits alone ('1250', '012'), or groups of three
 * after a first group of one to three digits not starting with 0, all parted by the same mark: a
 * comma or a point, whichever is not the decimal mark ('1,250', '1.234'), or spaces ('1 234 567').
 */
function groupedDigits(whole: string, decimal: '.' | ',' | null): string | null {
  if (/^\d*$/.test(whole)) return whole;
  if (/^[1-9]\d{0,2}(?:\s+\d{3})+$/u.test(whole)) return whole.replace(/\D/g, '');
  const mark = /[.,]/.exec(whole)?.[0];
  if (mark === undefined || mark === decimal) return null;
  const escaped = mark === '.' ? '\\.' : ',';
  return new RegExp(`^[1-9]\\d{0,2}(?:${escaped}\\d{3})+$`).test(whole) ? whole.replace(/\D/g, '') : null;
}

/** A Canadian-dollar mark before or after a typed amount: '$', 'CA$', 'C$', 'CAD', '$CA', '$ CA'. */
const CURRENCY_MARK = String.raw`(?:CA\$|C\$|CAD|\$\s*CA|\$)`;

/** No amount is typed longer (a claim form's amount field takes 20); longer text is not read at all. */
const TYPED_AMOUNT_MAX_LENGTH = 100;

/**
 * A typed amount cut into the number and what may stand around it: spaces (any kind: French
 * formatting's no-break and narrow no-break spaces too) and up to two currency marks before it and
 * two after it. The number itself is digits, points, commas and spaces (a space only between digits);
 * anything else, anywhere, leaves no number.
 */
const TYPED_AMOUNT = new RegExp(
  String.raw`^\s*(?:${CURRENCY_MARK}\s*){0,2}([\d.,](?:[\d.,\s]*[\d.,])?)\s*(?:${CURRENCY_MARK}\s*){0,2}$`,
  'iu',
);

/**
 * A typed amount as plain `digits.digits`, or null. Only a currency mark before or after the number
 * and spaces are left out (a dollar sign, CAD, '$ CA', French formatting's no-break spaces); any other
 * character refuses the amount, a letter inside the number above all: stripping it would read
 * another number ('12O.00' is not $12.00, '1e6' not $16.00, '45 dollars 50' not $4,550.00). The
 * number is then read strictly: the decimal mark is the last point or comma when both are used
 * ('1,234.50', '1.234,56'), a point alone ('12.5'), or a single comma with at most two digits after
 * it ('100,50', '0,5'); any other comma or point, and any space, groups thousands and must then be in
 * groups of three, one kind of mark per amount: '1,5,0', '1,2345' or '45 50' is refused, not read as
 * 15.00, 12,345 or 4,550. Nothing but digits after the decimal mark ('1 234. 50' is refused).
 */
function plainDecimal(typed: string): string | null {
  if (typed.length > TYPED_AMOUNT_MAX_LENGTH) return null;
  const number = TYPED_AMOUNT.exec(typed)?.[1];
  if (number === undefined) return null;
  const core = number.replace(/\s+/gu, '');
  const dot = core.lastIndexOf('.');
  const comma = core.lastIndexOf(',');
  const decimal =
    dot >= 0 && comma >= 0
      ? dot > comma
        ? '.'
        : ','
      : dot >= 0
        ? '.'
        : comma >= 0 && core.indexOf(',') === comma && /^,\d{0,2}$/.test(core.slice(comma))
          ? ','
          : null;
  const at = decimal ? number.lastIndexOf(decimal) : number.length;
  const fraction = number.slice(at + 1);
  if (!/^\d*$/.test(fraction)) return null;
  const whole = groupedDigits(number.slice(0, at), decimal);
  return whole === null ? null : `${whole}.${fraction}`;
}

/**
 * Reads a dollar amount typed by a person, in English or French: '$1,250.50', '1250', '12.5',
 * '1 234,50 $', 'CA$ 99.99', '100,50' (decimal comma), '1.234,56'. A currency mark around the
 * number and spaces are left out; a letter or any other character refuses the amount ('12O.00' is
 * not read as $12.00), and thousands marks must be in groups of three ('1,5,0' is refused, not read
 * as $15.00; see plainDecimal). A third decimal rounds half-up ('0.125' -> 13). Answers integer cents, or `null` when the text is not such an amount, has a minus
 * sign (an amount typed negative is refused, not made positive), or the amount is too large to be
 * exact. A number is read as written (negative, non-finite or exponent-notation numbers give `null`).
 */
export function dollarsToCents(value: string | number): number | null {
  let text: string | null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
    if (text.includes('e')) return null;
  } else if (typeof value === 'string') {
    if (/[-\u2212\u2013]/.test(value)) return null;
    text = plainDecimal(value);
    if (text === null) return null;
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
