import PDFDocument from 'pdfkit';
import type { Guide } from './content-types.ts';
import { fontFiles, fonts, page, sizes } from './typography.ts';

export type GuideDocument = PDFKit.PDFDocument;

/**
 * A tagged, titled, English-language document with the guide's fonts registered. Pages are
 * buffered so the contents page and page numbers can be filled in once the chapters are laid out.
 */
export function createGuideDocument(guide: Guide): GuideDocument {
  const doc = new PDFDocument({
    size: page.size,
    margins: { top: page.margin, left: page.margin, right: page.margin, bottom: page.margin + page.footerHeight },
    pdfVersion: '1.7',
    tagged: true,
    lang: guide.language,
    displayTitle: true,
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: guide.documentTitle,
      Subject: guide.subtitle,
      Keywords: 'seniors, benefits, discounts, Medicare, SNAP, housing, transportation, large print',
      CreationDate: guide.preparedOn,
      ModDate: guide.preparedOn,
    },
  });
  doc.registerFont(fonts.regular, fontFiles.regular);
  doc.registerFont(fonts.bold, fontFiles.bold);
  doc.font(fonts.regular).fontSize(sizes.body);
  return doc;
}

/** Collects the finished document into one byte array. */
export function finishDocument(doc: GuideDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
