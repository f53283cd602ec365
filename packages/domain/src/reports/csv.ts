/*
 * CSV for spreadsheets (RFC 4180): fields separated by commas, records by CRLF; a field holding a
 * comma, a quote or a line break is quoted, with its quotes doubled. Text that a spreadsheet would
 * run as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe (OWASP "CSV injection"); plain numbers such as '-12.50' are left as they are.
 */
export type CsvValue = string | number | null | undefined;

const NUMBER = /^[-+]?\d+(\.\d+)?$/;
const FORMULA = /^[=+\-@\t\r]/;

/** The UTF-8 byte-order mark: spreadsheet programs then read the file as UTF-8 (accents stay right). */
export const CSV_BOM = '\uFEFF';

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(records: readonly (readonly CsvValue[])[]): string {
  return records.map((record) => record.map(csvField).join(',')).join('\r\n') + '\r\n';
}
