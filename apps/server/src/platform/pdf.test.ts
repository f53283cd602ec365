import { describe, expect, it } from 'vitest';
import { field, renderPdf } from './pdf';

describe('renderPdf', () => {
  it('answers a real PDF document', async () => {
    const bytes = await renderPdf('Test', (doc) => {
      doc.fontSize(18).text('Claim form');
      field(doc, 'Employee ID', '100001');
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(bytes.length).toBeGreaterThan(500);
  });
});
