// Headings, paragraphs, lists and tips, each drawn inside the structure element a screen
// reader announces (H1, H2, P, L/LI/Lbl/LBody).
import type { Block, Contact, Section } from './content-types.ts';
import { contentLeft, contentWidth, drawArtifact, ensureSpace } from './layout.ts';
import type { GuideDocument } from './pdf-document.ts';
import { colors, fonts, keepWithNext, leading, sizes } from './typography.ts';

type Parent = PDFKit.PDFStructureElement;

const bodyGap = sizes.body * 0.75;

function write(doc: GuideDocument, text: string, font: string, size: number, gapAfter: number): void {
  doc
    .font(font)
    .fontSize(size)
    .fillColor(colors.text)
    .text(text, contentLeft(doc), doc.y, { width: contentWidth(doc), lineGap: size * leading, paragraphGap: gapAfter });
}

/** Height of what must follow a heading on its page: a short block whole, or the start of a long one. */
function firstBlockHeight(doc: GuideDocument, block: Block | undefined): number {
  if (!block) return keepWithNext;
  const text = block.kind === 'bullets' ? (block.items[0] ?? '') : block.text;
  doc.font(fonts.regular).fontSize(sizes.body);
  const height = doc.heightOfString(text, { width: contentWidth(doc) - 28, lineGap: sizes.body * leading });
  return Math.min(height + (block.kind === 'tip' ? 28 : 0), sizes.body * 10);
}

export function renderHeading(
  doc: GuideDocument,
  parent: Parent,
  level: 'H1' | 'H2',
  text: string,
  followedBy: number = keepWithNext,
): void {
  const size = level === 'H1' ? sizes.heading1 : sizes.heading2;
  doc.font(fonts.bold).fontSize(size);
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc), lineGap: size * leading }) + followedBy);
  parent.add(doc.struct(level, {}, () => write(doc, text, fonts.bold, size, size * 0.4)));
}

/** Moves a short block to the next page rather than leave a line or two of it behind. */
function keepTogether(doc: GuideDocument, text: string, width: number, size: number): void {
  doc.font(fonts.regular).fontSize(size);
  const height = doc.heightOfString(text, { width, lineGap: size * leading });
  if (height < size * 10) ensureSpace(doc, height);
}

export function renderParagraph(doc: GuideDocument, parent: Parent, text: string, size: number = sizes.body): void {
  keepTogether(doc, text, contentWidth(doc), size);
  parent.add(doc.struct('P', {}, () => write(doc, text, fonts.regular, size, bodyGap)));
}

export function renderBullets(doc: GuideDocument, parent: Parent, items: readonly string[]): void {
  const list = doc.struct('L');
  parent.add(list);
  const indent = 22;
  // One item at a time, so each item can be kept whole on a page.
  for (const item of items) {
    keepTogether(doc, item, contentWidth(doc) - indent, sizes.body);
    doc.font(fonts.regular).fontSize(sizes.body).fillColor(colors.text);
    doc.list([item], contentLeft(doc), doc.y, {
      width: contentWidth(doc),
      lineGap: sizes.body * leading,
      paragraphGap: bodyGap,
      bulletRadius: 3.5,
      textIndent: indent,
      structParent: list,
    });
  }
  list.end();
  doc.y += bodyGap / 2;
}

/** A framed note with a bold "Tip:" label; the frame is decoration, the words are one paragraph. */
export function renderTip(doc: GuideDocument, parent: Parent, text: string): void {
  const padding = 14;
  const width = contentWidth(doc) - padding * 2;
  const label = 'Tip: ';
  doc.font(fonts.regular).fontSize(sizes.body);
  const height = doc.heightOfString(label + text, { width, lineGap: sizes.body * leading }) + padding * 2;
  ensureSpace(doc, height + bodyGap);
  const top = doc.y;
  drawArtifact(doc, () => {
    doc.lineWidth(2).strokeColor(colors.rule).rect(contentLeft(doc), top, contentWidth(doc), height).stroke();
  });
  parent.add(
    doc.struct('P', {}, () => {
      const options = { width, lineGap: sizes.body * leading };
      doc.font(fonts.bold).fontSize(sizes.body).fillColor(colors.text);
      doc.text(label, contentLeft(doc) + padding, top + padding, { ...options, continued: true });
      doc.font(fonts.regular).text(text, options);
    }),
  );
  doc.y = top + height + bodyGap * 1.5;
}

export function renderBlock(doc: GuideDocument, parent: Parent, block: Block): void {
  if (block.kind === 'paragraph') renderParagraph(doc, parent, block.text);
  else if (block.kind === 'bullets') renderBullets(doc, parent, block.items);
  else renderTip(doc, parent, block.text);
}

export function renderSection(doc: GuideDocument, parent: Parent, section: Section): void {
  const sect = doc.struct('Sect');
  parent.add(sect);
  renderHeading(doc, sect, 'H2', section.heading, firstBlockHeight(doc, section.blocks[0]));
  for (const block of section.blocks) renderBlock(doc, sect, block);
  sect.end();
}

/** Who to ask: the name in bold, then how to reach them, then what to ask them about. */
export function renderContacts(doc: GuideDocument, parent: Parent, contacts: readonly Contact[]): void {
  const list = doc.struct('L');
  parent.add(list);
  for (const contact of contacts) {
    const lines = [contact.name, contact.reach, contact.why].join('\n');
    doc.font(fonts.regular).fontSize(sizes.body);
    ensureSpace(doc, doc.heightOfString(lines, { width: contentWidth(doc), lineGap: sizes.body * leading }));
    list.add(
      doc.struct('LI', {}, [
        doc.struct('LBody', {}, () => {
          write(doc, contact.name, fonts.bold, sizes.label, 2);
          write(doc, contact.reach, fonts.regular, sizes.body, 0);
          write(doc, contact.why, fonts.regular, sizes.body, bodyGap);
        }),
      ]),
    );
  }
  list.end();
}
