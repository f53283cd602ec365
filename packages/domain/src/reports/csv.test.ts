import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Dr. Anne Leclerc, C.Psych.')).toBe('"Dr. Anne Leclerc, C.Psych."');
    expect(csvField('The "best" clinic')).toBe('"The ""best"" clinic"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('Léa Tremblay')).toBe('Léa Tremblay');
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
  });

  it('keeps numbers as they are and defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('1234.50')).toBe('1234.50');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+1 555')).toBe("'+1 555");
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, '2.00'],
      ]),
    ).toBe('a,b\r\n1,2.00\r\n');
  });
});
