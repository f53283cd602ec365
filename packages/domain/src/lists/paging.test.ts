import { describe, expect, it } from 'vitest';
import { LIST_FETCH_LENGTH, LIST_PAGE_LENGTH } from '../constants';
import { listNextMove, listPageCount, listPageRows, listPrevMove } from './paging';

describe('list paging (docs/product §3: 30 a page, 600 a fetch; §4 "Lists")', () => {
  it('shows 30 a page from what is loaded', () => {
    const rows = Array.from({ length: 65 }, (_, i) => i);
    expect(listPageCount(65)).toBe(3);
    expect(listPageCount(0)).toBe(1);
    expect(listPageCount(LIST_FETCH_LENGTH, LIST_PAGE_LENGTH)).toBe(20);
    expect(listPageRows(rows, 0)).toHaveLength(30);
    expect(listPageRows(rows, 2)).toEqual([60, 61, 62, 63, 64]);
  });

  it('moves on inside the loaded rows, fetches at the last loaded page when the server has more, else ends', () => {
    expect(listNextMove(0, 65, false)).toEqual({ kind: 'show', page: 1 });
    expect(listNextMove(2, 65, false)).toEqual({ kind: 'end' });
    expect(listNextMove(19, LIST_FETCH_LENGTH, true)).toEqual({ kind: 'fetch' });
    expect(listNextMove(18, LIST_FETCH_LENGTH, true)).toEqual({ kind: 'show', page: 19 });
    expect(listNextMove(0, 0, false)).toEqual({ kind: 'end' });
    expect(listNextMove(0, 12, false, 10)).toEqual({ kind: 'show', page: 1 });
  });

  it('goes back until the first page', () => {
    expect(listPrevMove(3)).toEqual({ kind: 'show', page: 2 });
    expect(listPrevMove(0)).toEqual({ kind: 'beginning' });
  });
});
