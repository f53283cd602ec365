import { describe, expect, it } from 'vitest';
import { fitWidths } from './pdf';

describe('fitWidths (the PDF table’s columns)', () => {
  it('shares the width by weight when every column is over its minimum', () => {
    expect(fitWidths([1, 2, 1], [10, 10, 10], 400)).toEqual([100, 200, 100]);
  });

  it('gives a column its minimum and shares what is left between the others by weight', () => {
    // 0.5 of 4.5 of 450 is 50, under the 70 its heading needs: the rest share 380 as 2 to 2.
    expect(fitWidths([2, 0.5, 2], [10, 70, 10], 450)).toEqual([190, 70, 190]);
  });

  it('fixes columns one after another until none is under its minimum', () => {
    const widths = fitWidths([4, 0.5, 0.5, 4], [10, 60, 60, 10], 500);
    expect(widths).toEqual([190, 60, 60, 190]);
    expect(widths.reduce((a, b) => a + b, 0)).toBe(500);
  });

  it('gives each column its minimum when the minimums alone are wider than the page', () => {
    expect(fitWidths([1, 1], [300, 300], 400)).toEqual([300, 300]);
  });
});
