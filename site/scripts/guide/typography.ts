// Large print for older readers: body text well above the 14 pt large-print floor, generous
// leading, black on white, one column on US Letter.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// Atkinson Hyperlegible was drawn by the Braille Institute for readers with low vision; its
// letterforms (I, l, 1; O, 0) are hard to confuse. Embedding it keeps the text selectable and
// makes every viewer show the same letters.
export const fontFiles = {
  regular: require.resolve('@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf'),
} as const;

export const fonts = { regular: 'GuideRegular', bold: 'GuideBold' } as const;

export const sizes = {
  body: 16,
  label: 18,
  heading2: 22,
  heading1: 30,
  coverTitle: 42,
  coverEdition: 28,
  pageNumber: 14,
} as const;

/** Extra space between lines, as a fraction of the font size (about 1.5 line height). */
export const leading = 0.45;

export const colors = { text: '#000000', rule: '#000000', tipFill: '#f2f2f2' } as const;

export const page = {
  size: 'LETTER',
  margin: 72,
  footerHeight: 36,
} as const;

/** Space kept below a heading on the same page, so a heading never sits alone at the bottom. */
export const keepWithNext = sizes.body * 5;
