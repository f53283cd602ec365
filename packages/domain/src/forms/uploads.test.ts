import { describe, expect, it } from 'vitest';
import { checkUpload, detectFileType, isAcceptedUploadType } from './uploads';

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
});
