import { CSV_BOM, toCsv, type CsvValue } from '@benefits/domain';

/* The CSV rules (RFC 4180, formula guard) live once in the domain (reports/csv.ts). */
export { csvField, toCsv, type CsvValue } from '@benefits/domain';

/**
 * A CSV file for download; the byte-order mark makes spreadsheet programs read it as UTF-8
 * (accented names stay right).
 */
export function csvBlob(records: readonly (readonly CsvValue[])[]): Blob {
  return new Blob([CSV_BOM, toCsv(records)], { type: 'text/csv;charset=utf-8' });
}
