import type { GuideDocument } from './pdf-document.ts';
import { colors, fonts, page, sizes } from './typography.ts';

/**
 * "Page 3 of 14" at the foot of every page but the cover, counted like the viewer counts so a
 * reader told "page 3" finds it. Marked as a pagination artifact: screen readers skip it.
 */
export function renderPageNumbers(doc: GuideDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(fonts.regular)
      .fontSize(sizes.pageNumber)
      .fillColor(colors.text)
      .text(`Page ${index + 1} of ${count}`, doc.page.margins.left, doc.page.height - page.margin - sizes.pageNumber, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottomMargin;
  }
}
