/*
 * List paging (docs/product §3 "Per-report paging": pages of 30 from rows fetched 600 at a time; §4
 * "Lists": next, prev, or first fetch; more is fetched from the server when the last loaded page is
 * reached and the server has more; 'End of List' and 'Beginning of List' at the ends). Every paged
 * list of the web (reports, the employee directory, the tools lists) moves with these.
 */
import { LIST_PAGE_LENGTH } from '../constants';

export type ListNextMove = { kind: 'show'; page: number } | { kind: 'fetch' } | { kind: 'end' };
export type ListPrevMove = { kind: 'show'; page: number } | { kind: 'beginning' };

/** Pages of the rows loaded so far (at least one, so an empty list still has its page 1). */
export const listPageCount = (loaded: number, pageLength = LIST_PAGE_LENGTH): number =>
  Math.max(1, Math.ceil(loaded / pageLength));

/** What "next" does from `page` (0-based) with `loaded` rows and whether the server has more. */
export function listNextMove(
  page: number,
  loaded: number,
  hasMore: boolean,
  pageLength = LIST_PAGE_LENGTH,
): ListNextMove {
  if (page + 1 < listPageCount(loaded, pageLength)) return { kind: 'show', page: page + 1 };
  return hasMore ? { kind: 'fetch' } : { kind: 'end' };
}

/** What "previous" does from `page` (0-based). */
export const listPrevMove = (page: number): ListPrevMove =>
  page > 0 ? { kind: 'show', page: page - 1 } : { kind: 'beginning' };

/** The rows of one page. */
export const listPageRows = <T>(rows: readonly T[], page: number, pageLength = LIST_PAGE_LENGTH): T[] =>
  rows.slice(page * pageLength, (page + 1) * pageLength);
