import { API_MESSAGES } from '@benefits/contract';
import type { ModuleHandlers } from '../../platform/http';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf';
import { findEbook } from './catalogue';

export const ebookHandlers: ModuleHandlers<'ebookDownload'> = {
  ebookDownload: async ({ input, services }) => {
    const book = findEbook(input.id);
    if (!book) throw notFound(API_MESSAGES.ebookNotFound);
    const bytes = await renderPdf(book.title, (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text(book.title);
      doc
        .moveDown(0.3)
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#555555')
        .text(services.config.PROVIDER_NAME);
      doc.fillColor('#000000');
      for (const section of book.sections) {
        doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(section.heading);
        doc.moveDown(0.3).font('Helvetica').fontSize(11).text(section.body, { align: 'left' });
      }
      doc.moveDown(2).fontSize(9).fillColor('#555555').text(`Questions? ${services.config.SUPPORT_EMAIL}`);
    });
    return { bytes, mimeType: 'application/pdf', fileName: `${book.id}.pdf`, disposition: 'attachment' };
  },
};
