import { MESSAGES } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import type { AppError } from './errors';
import { checkUploadedBytes, decodeBase64, safeFileName } from './uploads';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\ntrailer\n<< >>\n%%EOF\n', 'latin1');
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]);

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).payload;
  }
  return undefined;
};

describe('uploaded files', () => {
  it('accepts PNG, JPEG and PDF by their bytes, whatever the name says', () => {
    expect(
      checkUploadedBytes({ fileName: 'receipt.pdf', content: PNG.toString('base64') }, { kind: 'receipt' })
        .mimeType,
    ).toBe('image/png');
    expect(
      checkUploadedBytes(
        { fileName: 'x.png', content: `data:application/pdf;base64,${PDF.toString('base64')}` },
        { kind: 'document' },
      ).mimeType,
    ).toBe('application/pdf');
  });

  it('refuses an executable renamed .png with the spec message', () => {
    expect(
      messageOf(() =>
        checkUploadedBytes({ fileName: 'receipt.png', content: EXE.toString('base64') }, { kind: 'receipt' }),
      ),
    ).toMatchObject({
      image: MESSAGES.invalidImageType,
    });
    expect(
      messageOf(() =>
        checkUploadedBytes({ fileName: 'cheque.png', content: EXE.toString('base64') }, { kind: 'document' }),
      ),
    ).toMatchObject({
      image: MESSAGES.invalidDocumentType,
    });
  });

  it('refuses more than 5 MB and duplicates', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      messageOf(() =>
        checkUploadedBytes({ fileName: 'big.png', content: big.toString('base64') }, { kind: 'receipt' }),
      ),
    ).toMatchObject({
      image: MESSAGES.maxImageSize,
    });
    const attached = [{ fileName: 'r.png', mimeType: 'image/png', sizeBytes: PNG.length }];
    expect(
      messageOf(() =>
        checkUploadedBytes(
          { fileName: 'r.png', content: PNG.toString('base64') },
          { kind: 'receipt', attached },
        ),
      ),
    ).toMatchObject({
      image: MESSAGES.duplicateReceipt,
    });
  });

  it('stores the name with the extension of the bytes, shortened to 200 characters, and a PDF must end as one', () => {
    const named = (fileName: string, bytes: Buffer, kind: 'receipt' | 'document' = 'receipt') =>
      checkUploadedBytes({ fileName, content: bytes.toString('base64') }, { kind }).fileName;
    expect(named('x.html', PDF)).toBe('x.pdf');
    expect(named('.htaccess', PNG, 'document')).toBe('htaccess.png');
    expect(named('../scan', PDF)).toBe('scan.pdf');
    expect(named('Receipt.PNG', PNG)).toBe('Receipt.PNG');
    expect(named(`${'a'.repeat(396)}.png`, PNG)).toBe(`${'a'.repeat(196)}.png`);
    // The duplicate rule compares the stored names.
    const attached = [{ fileName: 'r.png', mimeType: 'image/png', sizeBytes: PNG.length }];
    expect(
      messageOf(() =>
        checkUploadedBytes(
          { fileName: 'r.html', content: PNG.toString('base64') },
          { kind: 'receipt', attached },
        ),
      ),
    ).toMatchObject({ image: MESSAGES.duplicateReceipt });
    // Only a PDF's first bytes: refused with the type message.
    const start = Buffer.from('%PDF-1.4\n<script>alert(1)</script>');
    expect(messageOf(() => named('x.html', start))).toMatchObject({ image: MESSAGES.invalidImageType });
    expect(messageOf(() => named('cheque.pdf', start, 'document'))).toMatchObject({
      image: MESSAGES.invalidDocumentType,
    });
  });

  it('keeps names safe and decodes only base64', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\"bad"\r\n.png')).toBe('bad.png');
    expect(safeFileName('')).toBe('file');
    expect(decodeBase64('not base64!')).toBeNull();
    expect(decodeBase64('aGk=')?.toString()).toBe('hi');
  });
});
