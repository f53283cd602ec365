import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants';
import { MESSAGES } from '../validation/messages';
import { CLAIM_MESSAGES } from './messages';
import { checkClaimFile, claimFileTypeMessage } from './receipts';

describe('claim files (receipts and audit documents)', () => {
  it('says a file named as an image or PDF whose bytes are not one is not a readable image or PDF', () => {
    for (const name of ['receipt.png', 'scan.PDF', 'photo.jpeg', 'photo.jpg ']) {
      expect(checkClaimFile({ name, type: null, size: 120 }), name).toBe(CLAIM_MESSAGES.unreadableFile);
    }
    // The browser's declared type says so too, whatever the name.
    expect(checkClaimFile({ name: 'scan', type: null, size: 120, declaredType: 'image/png' })).toBe(
      CLAIM_MESSAGES.unreadableFile,
    );
    expect(claimFileTypeMessage('receipt.png')).toBe(
      'This file is not a readable image or PDF. Please choose a JPEG, PNG, or PDF.',
    );
  });

  it('keeps the spec’s type message for a file that does not claim to be an image or PDF', () => {
    for (const name of ['notes.txt', 'setup.exe', 'receipt.heic', 'receipt']) {
      expect(checkClaimFile({ name, type: null, size: 120, declaredType: 'text/plain' }), name).toBe(
        MESSAGES.invalidImageType,
      );
    }
  });

  it('checks a real image or PDF with the spec’s rules: size, then duplicates', () => {
    const png = { name: 'r.png', type: 'image/png' as const, size: 120 };
    expect(checkClaimFile(png)).toBeNull();
    expect(checkClaimFile({ ...png, size: MAX_UPLOAD_BYTES + 1 })).toBe(MESSAGES.maxImageSize);
    expect(checkClaimFile(png, [{ name: 'r.png', type: 'image/png', size: 120 }])).toBe(
      MESSAGES.duplicateReceipt,
    );
    // A PDF renamed .png is a PDF: accepted.
    expect(checkClaimFile({ ...png, type: 'application/pdf' })).toBeNull();
  });
});
