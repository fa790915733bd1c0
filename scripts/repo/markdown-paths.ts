// The repository paths a Markdown file names: in inline code (`tracker/src/env.ts`) and as relative links
// ([PRIVACY.md](../PRIVACY.md), [Signed mail](#signed-mail), the file itself then named ''). Fenced code blocks are left
// out: they hold commands and sketches.

export type NamedPath = { line: number; path: string; kind: 'code' | 'link'; anchor?: string };

const sourceExtension = /\.(?:[cm]?[jt]sx?|astro|css|json|md|ya?ml|sh|sql|pem|pdf|svg|png|html|eml|db|d\.ts)$/;
const pathCharacters = /^[\w@.\-/*<>{}[\]…]+$/;

/** Whether inline code reads as a path: no spaces or URL parts, and a folder in it or a file extension at its end. */
export function looksLikePath(code: string): boolean {
  if (!pathCharacters.test(code) || code.startsWith('/') || code.startsWith('-')) return false;
  if (code.startsWith('.') && !code.startsWith('./') && !code.startsWith('../'))
    return /^\.[\w-]+(?:\/|\.\w+$)/.test(code);
  return code.includes('/') || sourceExtension.test(code);
}

/** Every path-like inline code span and every relative link target of a Markdown text, with its line. */
export function namedPaths(markdown: string): NamedPath[] {
  const found: NamedPath[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = index + 1;
    for (const [, code = ''] of text.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
      if (looksLikePath(code)) found.push({ line, path: code, kind: 'code' });
    }
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:[a-z][\w+.-]*:|\/)/i.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      found.push({ line, path: decodeURIComponent(file), kind: 'link', ...(anchor ? { anchor } : {}) });
    }
  });
  return found;
}
