/**
 * Reads a numeric code (plan, company type, relationship...) given as an integer or a digit string,
 * as it arrives from forms and from the wire. Answers `null` for anything else.
 */
export function parseCode(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** Looks a numeric code up in a table, answering `fallback` when it is unknown. */
export function lookupCode(
  table: Readonly<Record<number, string>>,
  value: unknown,
  fallback: string,
): string {
  const code = parseCode(value);
  if (code === null) return fallback;
  return Object.hasOwn(table, code) ? (table[code] ?? fallback) : fallback;
}

/** True when `value` is one of `codes` (given as a number or a digit string). */
export function isOneOfCodes(codes: readonly number[], value: unknown): boolean {
  const code = parseCode(value);
  return code !== null && codes.includes(code);
}
