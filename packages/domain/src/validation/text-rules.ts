/**
 * The field rules that read nothing but the value, apart from ./rules.ts so that a page which checks
 * only these (the sign-in forms, apps/web features/auth/loginRules.ts) does not bundle the reference
 * tables the other rules read (provinces, taxes, plans). ./rules.ts re-exports them with the other
 * named rules of docs/product §5.
 */

/** A form value as trimmed text (a finite number as its digits), or null for anything else. */
export const asText = (value: unknown): string | null =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/** Present and not blank after trimming (numbers count when finite; booleans count). */
export function required(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  const text = asText(value);
  return text !== null && text !== '';
}

/** Digits only (a non-negative integer number also passes). */
export function isNumeric(value: unknown): boolean {
  const text = asText(value);
  return text !== null && /^\d+$/.test(text);
}
