// A comment or a test name must state the rule it stands for. A pointer to a document the reader of the
// repository does not have (a tracker issue by its number, a section of the product spec by its number) says
// nothing once that document is out of reach, so such pointers are found here and refused by a test.

export type Citation = { line: number; text: string };

const issueNumber = /\b(?:issues?|tickets?|pull requests?|PRs?)\s*#?\d+/gi;
const sectionSign = /§\s*\d/g;
// The spec named and then a number (or "section" and a number) is a place in it; the spec's own value after a
// possessive (the toast's seconds) is a rule stated, not a pointer.
const specNumber = /\bspec(?:ification)?\s+(?:sections?\s+)?\d/gi;
const sectionNumber = /\bsections?\s+\d+(?:\.\d+)*/gi;

// "Section 8" is also the name of the US housing-voucher programme the guide and an offer are about.
const housingProgramme = /^\s*(?:housing|bonus|guide|card|link|button|vouchers?|defaults|through|,|\.|'|"|`)/i;

function isHousingProgramme(match: RegExpExecArray, text: string): boolean {
  if (!/^sections?\s+8$/i.test(match[0])) return false;
  const before = text.slice(Math.max(0, match.index - 20), match.index);
  if (/\bspec(?:ification)?(?:'s)?\s+$|\bof\s+$/i.test(before)) return false;
  return (
    match[0].startsWith('Section') ||
    match[0].startsWith('SECTION') ||
    housingProgramme.test(text.slice(match.index + match[0].length))
  );
}

/**
 * The text as one line, each line's comment marker (`//`, ` * `, `#`) dropped, so a citation broken over two
 * lines of a comment ("spec section" at the end of one, "7" at the start of the next) is still found; with
 * where each line starts in it.
 */
function joinLines(source: string): { text: string; starts: number[] } {
  const starts: number[] = [];
  let text = '';
  for (const line of source.split('\n')) {
    starts.push(text.length);
    text += `${line.replace(/^\s*(?:\/\/+|\/?\*+\/?|#+|<!--|\{\/\*)?\s?/, '')} `;
  }
  return { text, starts };
}

/** Every line of `source` on which a citation of an issue or a spec section by number starts. */
export function findCitations(source: string): Citation[] {
  const lines = source.split('\n');
  const { text, starts } = joinLines(source);
  const lineAt = (index: number) => starts.findLastIndex((start) => start <= index);
  const found = new Set<number>();
  for (const pattern of [issueNumber, sectionSign, specNumber]) {
    for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) found.add(lineAt(match.index));
  }
  for (const match of text.matchAll(new RegExp(sectionNumber.source, sectionNumber.flags))) {
    if (!isHousingProgramme(match as RegExpExecArray, text)) found.add(lineAt(match.index));
  }
  return [...found].sort((a, b) => a - b).map((index) => ({ line: index + 1, text: (lines[index] ?? '').trim() }));
}
