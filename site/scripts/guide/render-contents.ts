// The contents page is laid out before the chapters (so it is read in order) but filled in after
// them, when their page numbers are known.
import { contentLeft, contentWidth, drawArtifact } from './layout.ts';
import type { GuideDocument } from './pdf-document.ts';
import { renderHeading } from './render-blocks.ts';
import { colors, fonts, sizes } from './typography.ts';

type Parent = PDFKit.PDFStructureElement;

export type ContentsEntry = { title: string; pageNumber: number };

export type ReservedContents = { fill: (entries: readonly ContentsEntry[]) => void };

const numberWidth = 48;
const rowHeight = sizes.label * 2.4;

export function reserveContentsPage(doc: GuideDocument, parent: Parent): ReservedContents {
  doc.addPage();
  const pageIndex = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
  const sect = doc.struct('Sect', { title: 'Contents' });
  parent.add(sect);
  renderHeading(doc, sect, 'H1', 'Contents');
  const toc = doc.struct('TOC');
  sect.add(toc);
  const top = doc.y + sizes.body;

  return {
    fill(entries) {
      doc.switchToPage(pageIndex);
      entries.forEach((entry, index) => renderEntry(doc, toc, entry, top + index * rowHeight));
      toc.end();
      sect.end();
    },
  };
}

function renderEntry(doc: GuideDocument, toc: Parent, entry: ContentsEntry, y: number): void {
  const left = contentLeft(doc);
  const numberLeft = left + contentWidth(doc) - numberWidth;
  doc.font(fonts.regular).fontSize(sizes.label);
  const titleEnd = left + doc.widthOfString(entry.title);
  const baseline = y + sizes.label * 0.8;
  // Dot leaders guide the eye from a title to its page number across the wide gap.
  drawArtifact(doc, () => {
    doc
      .lineWidth(1.5)
      .strokeColor(colors.rule)
      .dash(1.5, { space: 5 })
      .moveTo(titleEnd + 8, baseline)
      .lineTo(numberLeft + numberWidth - doc.widthOfString(String(entry.pageNumber)) - 8, baseline)
      .stroke()
      .undash();
  });
  toc.add(
    doc.struct('TOCI', {}, () => {
      doc.fillColor(colors.text).text(entry.title, left, y, { lineBreak: false });
      doc.text(String(entry.pageNumber), numberLeft, y, { width: numberWidth, align: 'right', lineBreak: false });
    }),
  );
}
