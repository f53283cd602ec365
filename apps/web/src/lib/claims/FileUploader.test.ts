import { CLAIM_MESSAGES } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { checkFile, sniffedType } from './FileUploader';

const pdf = (body: string) => new File([`%PDF-1.4\n${body}`], 'receipt.pdf', { type: 'application/pdf' });

describe('the browser’s check of a receipt (the server’s rule, domain detectWholeFileType)', () => {
  it('takes a PDF that ends as one, and refuses one that only starts like a PDF', async () => {
    const whole = pdf(`1 0 obj\n<< >>\nendobj\n${'x'.repeat(3000)}\ntrailer\n<< >>\n%%EOF\n`);
    expect(await sniffedType(whole)).toBe('application/pdf');
    expect(await checkFile(whole, [])).toBeNull();
    const start = pdf('<script>alert(1)</script>');
    expect(await sniffedType(start)).toBe('application/octet-stream');
    expect(await checkFile(start, [])).toBe(CLAIM_MESSAGES.unreadableFile);
  });
});
