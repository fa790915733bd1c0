import type { Guide } from './content-types.ts';
import { createGuideDocument, finishDocument } from './pdf-document.ts';
import { renderChapter, renderContactPage, renderPart } from './render-chapter.ts';
import { reserveContentsPage } from './render-contents.ts';
import { renderCover } from './render-cover.ts';
import { renderPageNumbers } from './render-page-numbers.ts';

/** Lays out the whole guide (cover, contents, chapters, back matter) and returns the PDF bytes. */
export function renderGuide(guide: Guide): Promise<Uint8Array> {
  const doc = createGuideDocument(guide);
  const document = doc.struct('Document', { title: guide.documentTitle, lang: guide.language });
  doc.addStructure(document);

  renderCover(doc, document, guide);
  const contents = reserveContentsPage(doc, document);
  const entries = [
    { title: guide.beforeYouStart.heading, pageNumber: renderPart(doc, document, guide.beforeYouStart) },
  ];
  guide.chapters.forEach((chapter, index) => {
    entries.push({
      title: `${index + 1}. ${chapter.title}`,
      pageNumber: renderChapter(doc, document, chapter, index + 1),
    });
  });
  entries.push({
    title: guide.numbersToKeep.heading,
    pageNumber: renderContactPage(doc, document, guide.numbersToKeep),
  });
  entries.push({ title: guide.disclaimer.heading, pageNumber: renderPart(doc, document, guide.disclaimer) });
  contents.fill(entries);
  document.end();

  renderPageNumbers(doc);
  return finishDocument(doc);
}
