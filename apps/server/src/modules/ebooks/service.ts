import { API_MESSAGES, type BinaryAnswer } from '@benefits/contract';
import { notFound } from '../../platform/errors';
import { FONT, renderPdf } from '../../platform/pdf';
import type { Services } from '../../platform/services';
import { findEbook } from './catalogue';

/** /ebook/download: the ebook as a PDF, rendered from the catalogue (the module has no tables). */
export async function ebookDownload(services: Services, id: string): Promise<BinaryAnswer> {
  const book = findEbook(id);
  if (!book) throw notFound(API_MESSAGES.ebookNotFound);
  const bytes = await renderPdf(book.title, (doc) => {
    doc.font(FONT.bold).fontSize(20).text(book.title);
    doc
      .moveDown(0.3)
      .font(FONT.regular)
      .fontSize(10)
      .fillColor('#555555')
      .text(services.config.PROVIDER_NAME);
    doc.fillColor('#000000');
    for (const section of book.sections) {
      doc.moveDown(1).font(FONT.bold).fontSize(13).text(section.heading);
      doc.moveDown(0.3).font(FONT.regular).fontSize(11).text(section.body, { align: 'left' });
    }
    doc.moveDown(2).fontSize(9).fillColor('#555555').text(`Questions? ${services.config.SUPPORT_EMAIL}`);
  });
  return { bytes, mimeType: 'application/pdf', fileName: `${book.id}.pdf`, disposition: 'attachment' };
}
