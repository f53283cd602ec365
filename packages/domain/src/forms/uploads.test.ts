import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  detectFileType,
  detectWholeFileType,
  fileNameForType,
  isAcceptedUploadType,
  MAX_FILE_NAME_LENGTH,
} from './uploads';

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
const receipt = { name: 'receipt.jpg', type: 'image/jpeg', size: 120_000 };

describe('uploads (docs/product §5 "Receipts and banking documents")', () => {
  it('accepts JPEG, PNG and PDF up to 5 MB', () => {
    expect(checkUpload(receipt)).toBeNull();
    expect(checkUpload({ ...receipt, type: 'image/png' })).toBeNull();
    expect(checkUpload({ ...receipt, type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(isAcceptedUploadType('image/gif')).toBe(false);
  });

  it('type message by kind', () => {
    expect(checkUpload({ ...receipt, type: 'image/gif' })).toBe(
      'Invalid image type, please choose a JPEG, PNG, or PDF',
    );
    expect(checkUpload({ ...receipt, type: 'text/plain' }, [], 'document')).toBe(
      'Invalid document type, please choose a JPEG, PNG, or PDF',
    );
  });

  it('size above 5MB', () => {
    expect(checkUpload({ ...receipt, size: 5 * 1024 * 1024 + 1 })).toBe(
      'Maximum image size cannot exceed 5MB.',
    );
    expect(checkUpload({ ...receipt, size: Number.NaN })).toBe('Maximum image size cannot exceed 5MB.');
  });

  it('same name, type and size: duplicate', () => {
    expect(checkUpload(receipt, [{ ...receipt }])).toBe('Duplicate receipt image');
    expect(checkUpload(receipt, [{ ...receipt, size: 1 }])).toBeNull();
  });

  it('detects the real type from the bytes', () => {
    expect(detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(detectFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(detectFileType(ascii('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectFileType(ascii('GIF89a'))).toBeNull();
    expect(detectFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('a whole PDF ends with %%EOF (in its last 1024 bytes); its first bytes alone are not one', () => {
    const pdf = (tail: string) => ascii(`%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n${tail}`);
    expect(detectWholeFileType(pdf('%%EOF\n'))).toBe('application/pdf');
    expect(detectWholeFileType(pdf('%%EOF'))).toBe('application/pdf');
    // Bytes appended after the end by some writers are tolerated, up to the window.
    expect(detectWholeFileType(pdf(`%%EOF\n${' '.repeat(900)}`))).toBe('application/pdf');
    expect(detectWholeFileType(pdf(`%%EOF\n${' '.repeat(1100)}`))).toBeNull();
    expect(detectWholeFileType(ascii('%PDF-1.4\n<script>alert(1)</script>'))).toBeNull();
    expect(detectWholeFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(detectWholeFileType(ascii('GIF89a'))).toBeNull();
  });

  it("names a file with its type's extension, replacing a wrong or missing one", () => {
    expect(fileNameForType('x.html', 'application/pdf')).toBe('x.pdf');
    expect(fileNameForType('.htaccess', 'image/png')).toBe('htaccess.png');
    expect(fileNameForType('receipt', 'image/jpeg')).toBe('receipt.jpg');
    expect(fileNameForType('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(fileNameForType('shell.php5', 'image/png')).toBe('shell.png');
    expect(fileNameForType('x.html.', 'application/pdf')).toBe('x.pdf');
    expect(fileNameForType('..', 'application/pdf')).toBe('file.pdf');
    // The right extension is kept as spelled.
    expect(fileNameForType('Scan.JPEG', 'image/jpeg')).toBe('Scan.JPEG');
    expect(fileNameForType('receipt.Pdf', 'application/pdf')).toBe('receipt.Pdf');
    expect(fileNameForType('x.html.pdf', 'application/pdf')).toBe('x.html.pdf');
    // Dots that end no extension stay in the name.
    expect(fileNameForType('visit 12.11.2026', 'application/pdf')).toBe('visit 12.11.2026.pdf');
    expect(fileNameForType('Dr. Lee receipt', 'application/pdf')).toBe('Dr. Lee receipt.pdf');
    // Other types (documents the server writes) keep their name.
    expect(fileNameForType('claims.csv', 'text/csv')).toBe('claims.csv');
  });

  it('replaces only a known extension: a dot in a name is kept, the extension added', () => {
    expect(fileNameForType('Dr.Smith', 'application/pdf')).toBe('Dr.Smith.pdf');
    expect(fileNameForType('Receipt from J.Doe', 'image/png')).toBe('Receipt from J.Doe.png');
    expect(fileNameForType('invoice.final', 'image/jpeg')).toBe('invoice.final.jpg');
    expect(fileNameForType('v1.2b', 'application/pdf')).toBe('v1.2b.pdf');
    // Known ones are replaced, whatever their case.
    expect(fileNameForType('scan.HEIC', 'image/jpeg')).toBe('scan.jpg');
    expect(fileNameForType('scan.tiff', 'image/png')).toBe('scan.png');
    expect(fileNameForType('letter.docx', 'application/pdf')).toBe('letter.pdf');
    expect(fileNameForType('tool.exe', 'application/pdf')).toBe('tool.pdf');
    expect(fileNameForType('page.htm', 'application/pdf')).toBe('page.pdf');
    expect(fileNameForType('a.svg', 'image/png')).toBe('a.png');
    expect(fileNameForType('receipt from shoppers.com', 'image/png')).toBe('receipt from shoppers.com.png');
    // Longer than 5 characters is never an extension.
    expect(fileNameForType('x.phtml5', 'image/png')).toBe('x.phtml5.png');
  });

  it('shortens a long name to the limit, keeping the extension', () => {
    const long = fileNameForType(`${'a'.repeat(396)}.png`, 'image/png');
    expect(long).toBe(`${'a'.repeat(MAX_FILE_NAME_LENGTH - 4)}.png`);
    const html = fileNameForType(`${'é'.repeat(300)}.html`, 'application/pdf');
    expect(Array.from(html)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(html.endsWith('é.pdf')).toBe(true);
    // Never half a character.
    const emoji = fileNameForType(`${'😀'.repeat(300)}`, 'image/png');
    expect(emoji).toBe(`${'😀'.repeat(MAX_FILE_NAME_LENGTH - 4)}.png`);
  });
});
