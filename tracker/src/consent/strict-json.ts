import { visit } from 'jsonc-parser';

// JSON as a verifier must read it: JSON.parse keeps the last of two equal keys without a word, so a file could
// show one value to a reader and another to the code. jsonc-parser (the VS Code editor's) walks the same text
// and names every key of every object as written, escapes decoded; a key twice in one object refuses the file.

export type StrictJson = { ok: true; value: unknown } | { ok: false; reason: string };

export function parseStrictJson(text: string): StrictJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the file is not JSON' };
  }
  const open: Set<string>[] = [];
  let duplicate: string | null = null;
  visit(
    text,
    {
      onObjectBegin: () => {
        open.push(new Set());
      },
      onObjectEnd: () => {
        open.pop();
      },
      onObjectProperty: (property) => {
        const keys = open.at(-1);
        if (keys?.has(property)) duplicate ??= property;
        keys?.add(property);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  if (duplicate !== null) return { ok: false, reason: `the key "${duplicate}" appears twice in one object` };
  return { ok: true, value };
}
