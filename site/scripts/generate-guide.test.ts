import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guide } from './guide/content.ts';

const committedPath = fileURLToPath(new URL('../public/assets/downloads/senior-benefits-guide.pdf', import.meta.url));
const scriptPath = fileURLToPath(new URL('./generate-guide.ts', import.meta.url));
const regenerate = 'pnpm --filter @seniorguide/site exec node scripts/generate-guide.ts';

// pdf.js takes ownership of the buffer it reads, so every reader gets its own copy.
// Lines wrap wherever the layout puts them, so text is compared with whitespace collapsed.
const pagesOf = async (bytes: Uint8Array) =>
  (await extractText(new Uint8Array(bytes), { mergePages: false })).text.map((page) => page.replace(/\s+/g, ' '));

let committed: Uint8Array;
let pages: string[];

beforeAll(async () => {
  committed = new Uint8Array(await readFile(committedPath));
  pages = await pagesOf(committed);
});

describe('the committed Senior Benefits & Discounts Guide', () => {
  it('opens with the guide title and edition on the cover', () => {
    expect(pages[0]).toContain('Senior Benefits & Discounts Guide');
    expect(pages[0]).toContain('2025 Edition');
  });

  it('lists every chapter on the contents page and starts each chapter on its listed page', () => {
    const contents = pages[1] ?? '';
    expect(contents).toContain('Contents');
    guide.chapters.forEach((chapter, index) => {
      const listing = new RegExp(`${index + 1}\\. ${chapter.title}\\s+(\\d+)`).exec(contents);
      expect(listing, `contents entry for ${chapter.title}`).not.toBeNull();
      const chapterPage = pages[Number(listing?.[1]) - 1] ?? '';
      expect(chapterPage).toContain(`Chapter ${index + 1}`);
      expect(chapterPage).toContain(chapter.title);
    });
  });

  it('covers medication savings, food, housing and utilities, transportation and benefit eligibility', () => {
    const text = pages.join('\n');
    for (const title of [
      'Medication Savings',
      'Food Assistance',
      'Housing and Utility Costs',
      'Transportation',
      'Government Benefit Eligibility',
    ]) {
      expect(text).toContain(title);
    }
  });

  it('points readers to real places to ask instead of quoting amounts that change', () => {
    const text = pages.join('\n');
    for (const place of [
      'pharmacist about generic versions',
      'Area Agency on Aging',
      '2-1-1',
      '1-800-MEDICARE',
      'ssa.gov',
    ]) {
      expect(text).toContain(place);
    }
    expect(text.match(/\$\s?\d|\d\s?%|\bpercent\b/g), 'dollar amounts or percentages in the guide').toBeNull();
  });

  it('ends with an honest notice that it is general information and not a government publication', () => {
    const notice = pages.at(-1) ?? '';
    expect(notice).toContain('Important Notice');
    expect(notice).toContain('not legal, financial, tax or medical advice');
    expect(notice).toContain('not connected with, Medicare, Social Security or any other government agency');
  });

  it('numbers every page after the cover the way a viewer counts them', () => {
    pages.slice(1).forEach((page, index) => expect(page).toContain(`Page ${index + 2} of ${pages.length}`));
    expect(pages[0]).not.toMatch(/Page \d+ of/);
  });
});

describe('the guide for readers with low vision and screen readers', () => {
  it('tells viewers its title and language, and is tagged', async () => {
    const { info } = await getMeta(new Uint8Array(committed));
    expect(info['Title']).toBe('Senior Benefits & Discounts Guide \u2014 2025 Edition');
    expect(info['Language']).toBe('en-US');
    const pdf = await getDocumentProxy(new Uint8Array(committed));
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
  });

  it('gives screen readers headings, paragraphs, lists and a table of contents', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(committed));
    const roles = new Set<string>();
    const collect = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      if ('role' in node && typeof node.role === 'string') roles.add(node.role);
      if ('children' in node && Array.isArray(node.children)) node.children.forEach(collect);
    };
    for (let page = 1; page <= pdf.numPages; page += 1) collect(await (await pdf.getPage(page)).getStructTree());
    expect([...roles]).toEqual(
      expect.arrayContaining(['Document', 'H1', 'H2', 'P', 'L', 'LI', 'LBody', 'TOC', 'TOCI']),
    );
  });

  it('prints every line of text at 14 pt or larger', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(committed));
    let smallest = Number.POSITIVE_INFINITY;
    for (let page = 1; page <= pdf.numPages; page += 1) {
      const { items } = await (await pdf.getPage(page)).getTextContent();
      for (const item of items) {
        if ('str' in item && item.str.trim() !== '') smallest = Math.min(smallest, item.height);
      }
    }
    expect(smallest).toBeGreaterThanOrEqual(14);
  });

  it('embeds every font it uses, so the text looks the same everywhere and stays selectable', () => {
    const raw = Buffer.from(committed).toString('latin1');
    const descriptors = raw.match(/\/Type \/FontDescriptor/g) ?? [];
    expect(descriptors.length).toBeGreaterThan(0);
    expect(raw.match(/\/FontFile2 /g)).toHaveLength(descriptors.length);
  });
});

describe('the guide script', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'guide-'));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it(`produces the committed PDF from the content in the repo (else run: ${regenerate})`, async () => {
    const freshPath = join(workDir, 'guide.pdf');
    await promisify(execFile)(process.execPath, [scriptPath, freshPath]);
    const fresh = new Uint8Array(await readFile(freshPath));
    expect(await pagesOf(fresh)).toEqual(pages);
    expect((await getMeta(new Uint8Array(fresh))).info).toEqual((await getMeta(new Uint8Array(committed))).info);
  }, 30_000);
});
