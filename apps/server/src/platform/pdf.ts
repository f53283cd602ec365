import type { Language } from '@benefits/domain';
import PDFDocument from 'pdfkit';
import { FONT, useEmbeddedFonts } from './pdf-fonts';

export { FONT, PLACEHOLDER, printableWith } from './pdf-fonts';

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
 * Builds a PDF in memory with pdfkit (Letter, 54 pt margins, the embedded FONT of pdf-fonts.ts,
 * regular to start with; what a font lacks written as PLACEHOLDER) and answers its bytes. `draw` writes the pages;
 * `title` goes into the document's metadata.
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
    useEmbeddedFonts(doc);
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
  doc.font(FONT.bold).text(labelled(label, language), { continued: true }).font(FONT.regular).text(value);
}

export interface PageFrame {
  /** 'Page {{page}} of {{pages}}' in the reader's language, the numbers filled in. */
  pageLabel: (page: number, pages: number) => string;
  /**
   * A line at the top of every page after the first: what the document is and whose (a statement's
   * number and partner, an agreement's employee), so a loose page says where it belongs.
   */
  runningHead?: string;
}

/**
 * Writes each page's frame once every page exists (a document rendered with `bufferPages`): the
 * running head in the top margin of pages 2 and on, 'Page n of m' in the bottom margin, both small
 * and grey. The margins are lifted while it writes, so the frame never adds a page; call it last.
 */
export function framePages(doc: Pdf, frame: PageFrame): void {
  const range = doc.bufferedPageRange();
  const size = 8;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margins = { ...doc.page.margins };
    const width = doc.page.width - margins.left - margins.right;
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(size).fillColor('#555555');
    if (frame.runningHead && i > range.start)
      doc.text(frame.runningHead, margins.left, margins.top / 2 - size, {
        width,
        height: size * 1.2,
        ellipsis: true,
      });
    doc.text(
      frame.pageLabel(i - range.start + 1, range.count),
      margins.left,
      doc.page.height - margins.bottom / 2,
      {
        width,
        align: 'right',
        lineBreak: false,
      },
    );
    doc.page.margins.top = margins.top;
    doc.page.margins.bottom = margins.bottom;
    doc.fillColor('#000000');
  }
}
