import type { Chapter, Contact, Section } from './content-types.ts';
import { contentLeft, contentWidth, drawRule } from './layout.ts';
import type { GuideDocument } from './pdf-document.ts';
import { renderBlock, renderContacts, renderHeading, renderParagraph, renderSection } from './render-blocks.ts';
import { colors, fonts, sizes } from './typography.ts';

type Parent = PDFKit.PDFStructureElement;

/** Starts a part of the guide on a new page, bookmarked, and returns its page number (1-based). */
function startPart(doc: GuideDocument, parent: Parent, title: string): { sect: Parent; pageNumber: number } {
  doc.addPage();
  doc.outline.addItem(title);
  const sect = doc.struct('Sect', { title });
  parent.add(sect);
  const range = doc.bufferedPageRange();
  return { sect, pageNumber: range.start + range.count };
}

export function renderChapter(doc: GuideDocument, parent: Parent, chapter: Chapter, number: number): number {
  const { sect, pageNumber } = startPart(doc, parent, chapter.title);
  sect.add(
    doc.struct('H1', {}, () => {
      const options = { width: contentWidth(doc), paragraphGap: 6 };
      doc
        .font(fonts.bold)
        .fontSize(sizes.label)
        .fillColor(colors.text)
        .text(`Chapter ${number}`, contentLeft(doc), doc.y, options);
      doc.fontSize(sizes.heading1).text(chapter.title, options);
    }),
  );
  drawRule(doc, 4, sizes.body);
  renderParagraph(doc, sect, chapter.summary, sizes.label);
  for (const section of chapter.sections) renderSection(doc, sect, section);
  renderWhereToAsk(doc, sect, chapter.whereToAsk);
  sect.end();
  return pageNumber;
}

function renderWhereToAsk(doc: GuideDocument, parent: Parent, contacts: readonly Contact[]): void {
  const sect = doc.struct('Sect');
  parent.add(sect);
  doc.moveDown(0.5);
  renderHeading(doc, sect, 'H2', 'Where to Ask');
  renderContacts(doc, sect, contacts);
  sect.end();
}

/** A one-page part such as "Before You Start" or the notice: a heading and its blocks. */
export function renderPart(doc: GuideDocument, parent: Parent, part: Section): number {
  const { sect, pageNumber } = startPart(doc, parent, part.heading);
  renderHeading(doc, sect, 'H1', part.heading);
  drawRule(doc, 4, sizes.body);
  for (const block of part.blocks) renderBlock(doc, sect, block);
  sect.end();
  return pageNumber;
}

export function renderContactPage(
  doc: GuideDocument,
  parent: Parent,
  part: { heading: string; intro: string; contacts: readonly Contact[] },
): number {
  const { sect, pageNumber } = startPart(doc, parent, part.heading);
  renderHeading(doc, sect, 'H1', part.heading);
  drawRule(doc, 4, sizes.body);
  renderParagraph(doc, sect, part.intro, sizes.label);
  renderContacts(doc, sect, part.contacts);
  sect.end();
  return pageNumber;
}
