// The shape of the guide's words. The renderer turns each block into tagged PDF content,
// so a block kind is also a structure role a screen reader announces.

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'tip'; text: string };

export type Section = {
  heading: string;
  blocks: readonly Block[];
};

/** A place to ask: who they are, how to reach them, and why a reader would call. */
export type Contact = {
  name: string;
  reach: string;
  why: string;
};

export type Chapter = {
  /** Stable id: used for bookmarks and by the test that checks every chapter is present. */
  id: string;
  title: string;
  summary: string;
  sections: readonly Section[];
  whereToAsk: readonly Contact[];
};

export type Guide = {
  /** Document title as readers and screen readers see it. */
  documentTitle: string;
  title: string;
  edition: string;
  subtitle: string;
  language: string;
  /** Fixed so the PDF is byte-for-byte reproducible from the same content. */
  preparedOn: Date;
  coverNote: string;
  beforeYouStart: Section;
  chapters: readonly Chapter[];
  numbersToKeep: { heading: string; intro: string; contacts: readonly Contact[] };
  disclaimer: Section;
};
