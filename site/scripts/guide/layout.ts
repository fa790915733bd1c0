// Page geometry and decoration shared by every part of the guide. Decoration is marked as an
// artifact so screen readers skip it; it must be drawn between structure elements, because
// opening an artifact closes any tagged content still open on the page.
import type { GuideDocument } from './pdf-document.ts';
import { colors } from './typography.ts';

export function contentLeft(doc: GuideDocument): number {
  return doc.page.margins.left;
}

export function contentWidth(doc: GuideDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function contentBottom(doc: GuideDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points still fit below the cursor. */
export function ensureSpace(doc: GuideDocument, height: number): void {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

export function drawArtifact(doc: GuideDocument, draw: () => void): void {
  doc.markContent('Artifact', { type: 'Layout' });
  doc.save();
  draw();
  doc.restore();
  doc.endMarkedContent();
}

/** A full-width black rule under the cursor, then room before the next line. */
export function drawRule(doc: GuideDocument, thickness: number, spaceAfter: number): void {
  const y = doc.y + thickness / 2;
  drawArtifact(doc, () => {
    doc
      .lineWidth(thickness)
      .strokeColor(colors.rule)
      .moveTo(contentLeft(doc), y)
      .lineTo(contentLeft(doc) + contentWidth(doc), y)
      .stroke();
  });
  doc.y += thickness + spaceAfter;
}
