/** How sensitive numbers are shown (docs/architecture.md "Data rules": shown masked). */

/** How many asterisks stand before the last four digits of an account number, whatever its length. */
const ACCOUNT_MASK = '******';

/** An account number shown from its last four digits: '******5678'. The length is not revealed. */
export function maskAccountNumber(last4: string): string {
  return last4 === '' ? '' : ACCOUNT_MASK + last4.slice(-4);
}

/**
 * A sensitive value as the change log keeps it: numbers of 7 characters or more keep their last
 * four (account numbers, SIN), shorter ones (transit, institution) are masked whole.
 */
export function maskForAudit(value: string): string {
  if (value.length >= 7) return '*'.repeat(value.length - 4) + value.slice(-4);
  return '*'.repeat(value.length);
}
