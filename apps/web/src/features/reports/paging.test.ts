import { describe, expect, it } from 'vitest';
import { nextMove, pageCount, pageRows, prevMove } from './paging';

describe('list paging (docs/product §3, §4 "Lists")', () => {
  it('shows 30 a page from what is loaded', () => {
    const rows = Array.from({ length: 65 }, (_, i) => i);
    expect(pageCount(65)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageRows(rows, 0)).toHaveLength(30);
    expect(pageRows(rows, 2)).toEqual([60, 61, 62, 63, 64]);
  });

  it('moves on inside the loaded rows, fetches at the last loaded page when the server has more, else ends', () => {
    expect(nextMove(0, 65, false)).toEqual({ kind: 'show', page: 1 });
    expect(nextMove(2, 65, false)).toEqual({ kind: 'end' });
    expect(nextMove(19, 600, true)).toEqual({ kind: 'fetch' });
    expect(nextMove(18, 600, true)).toEqual({ kind: 'show', page: 19 });
    expect(nextMove(0, 0, false)).toEqual({ kind: 'end' });
  });

  it('goes back until the first page', () => {
    expect(prevMove(3)).toEqual({ kind: 'show', page: 2 });
    expect(prevMove(0)).toEqual({ kind: 'beginning' });
  });
});
