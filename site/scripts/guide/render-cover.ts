import type { Guide } from './content-types.ts';
import { contentLeft, contentWidth, drawRule } from './layout.ts';
import type { GuideDocument } from './pdf-document.ts';
import { colors, fonts, leading, page, sizes } from './typography.ts';

type Parent = PDFKit.PDFStructureElement;

/** Title, edition and promise in very large type, with the chapter names as a quick preview. */
export function renderCover(doc: GuideDocument, parent: Parent, guide: Guide): void {
  // The cover carries no page number, so its text may use the footer's space.
  doc.addPage({ size: page.size, margin: page.margin });
  const cover = doc.struct('Sect', { title: 'Cover' });
  parent.add(cover);
  const write = (text: string, font: string, size: number, gapAfter: number) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(colors.text)
      .text(text, contentLeft(doc), doc.y, { width: contentWidth(doc), lineGap: size * 0.2, paragraphGap: gapAfter });

  doc.y = 84;
  drawRule(doc, 6, 28);
  cover.add(doc.struct('H1', {}, () => write(guide.title, fonts.bold, sizes.coverTitle, 12)));
  cover.add(doc.struct('P', {}, () => write(guide.edition, fonts.bold, sizes.coverEdition, 20)));
  drawRule(doc, 6, 36);
  cover.add(doc.struct('P', {}, () => write(guide.subtitle, fonts.regular, sizes.heading2, 28)));

  cover.add(doc.struct('P', {}, () => write('Inside this guide:', fonts.bold, sizes.label, 8)));
  const list = doc.struct('L');
  cover.add(list);
  doc.font(fonts.regular).fontSize(sizes.label);
  doc.list(
    guide.chapters.map((chapter) => chapter.title),
    contentLeft(doc),
    doc.y,
    {
      width: contentWidth(doc),
      lineGap: sizes.label * leading,
      bulletRadius: 4,
      textIndent: 24,
      bulletIndent: 24,
      structParent: list,
    },
  );
  list.end();

  doc.y += sizes.body;
  drawRule(doc, 2, sizes.body);
  cover.add(doc.struct('P', {}, () => write(guide.coverNote, fonts.regular, sizes.body, 0)));
  cover.end();
}
