import { formatMoneyIn } from '@benefits/domain';

/**
 * An amount in English: '$1,234.05' (the domain's formatter, exact on integer cents). The server's
 * texts format in the reader's language with `formatMoneyIn` (decision 0021); this is its English.
 */
export function formatCad(cents: number): string {
  return formatMoneyIn(cents, 'en');
}
