import type { Language } from '@benefits/domain';
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

export interface PdfOptions {
  /** Default portrait. */
  layout?: 'portrait' | 'landscape';
  /** Keep every page until the end, so `draw` may go back to them (page numbers). */
  bufferPages?: boolean;
  /**
   * The document's creation date (default now). A document rendered again from the same inputs
   * with the same date has the same bytes (a mail job's retry: decision 0034).
   */
  createdAt?: Date;
}

/**
 * Builds a PDF in memory with pdfkit (Letter, 54 pt margins, the standard Helvetica fonts) and
 * answers its bytes. `draw` writes the pages; `title` goes into the document's metadata.
 */
export function renderPdf(
  title: string,
  draw: (doc: Pdf) => void,
  options: PdfOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      layout: options.layout ?? 'portrait',
      bufferPages: options.bufferPages ?? false,
      info: {
        Title: title,
        Producer: 'benefits-platform',
        ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

/** The colon after a label: French puts a space before it ("Nom : "). */
export const labelled = (label: string, language: Language = 'en'): string =>
  language === 'fr' ? `${label} : ` : `${label}: `;

/** A label and value on one line, the label in bold. */
export function field(doc: Pdf, label: string, value: string, language: Language = 'en'): void {
  doc
    .font('Helvetica-Bold')
    .text(labelled(label, language), { continued: true })
    .font('Helvetica')
    .text(value);
}
