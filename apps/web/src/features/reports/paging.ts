import { LIST_PAGE_LENGTH } from '@benefits/domain';

/*
 * List paging (docs/product §3 "Per-report paging": pages of 30 from rows fetched 600 at a time; §4
 * "Lists": next, prev, or first fetch; more is fetched from the server when the last loaded page is
 * reached and the server has more; 'End of List' and 'Beginning of List').
 */
export type NextMove = { kind: 'show'; page: number } | { kind: 'fetch' } | { kind: 'end' };
export type PrevMove = { kind: 'show'; page: number } | { kind: 'beginning' };

/** Pages of the rows loaded so far (at least one, so an empty list still has its page 1). */
export function pageCount(loaded: number, pageLength = LIST_PAGE_LENGTH): number {
  return Math.max(1, Math.ceil(loaded / pageLength));
}

/** What "next" does from `page` (0-based) with `loaded` rows and whether the server has more. */
export function nextMove(
  page: number,
  loaded: number,
  hasMore: boolean,
  pageLength = LIST_PAGE_LENGTH,
): NextMove {
  if (page + 1 < pageCount(loaded, pageLength)) return { kind: 'show', page: page + 1 };
  return hasMore ? { kind: 'fetch' } : { kind: 'end' };
}

/** What "previous" does from `page` (0-based). */
export function prevMove(page: number): PrevMove {
  return page > 0 ? { kind: 'show', page: page - 1 } : { kind: 'beginning' };
}

/** The rows of one page. */
export function pageRows<T>(rows: readonly T[], page: number, pageLength = LIST_PAGE_LENGTH): T[] {
  return rows.slice(page * pageLength, (page + 1) * pageLength);
}
