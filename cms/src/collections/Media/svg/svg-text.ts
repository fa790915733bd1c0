// An SVG's bytes as text, only when they are UTF-8 through and through. A browser reads an SVG in the
// encoding its XML declaration names, and a declaration such as ISO-2022-JP can turn bytes that a UTF-8
// reader takes for a comment into a live <script>: a check that reads UTF-8 and a browser that reads another
// encoding see two different files. So the bytes must be valid UTF-8 (a UTF-8 byte order mark is fine), hold
// no NUL (UTF-16 does), and declare no encoding but UTF-8.

export type SvgText = { ok: true; text: string } | { ok: false; reason: string };

const xmlDeclaration = /^\s*<\?xml\s[^>]*?\?>/;
const declaredEncoding = /\sencoding\s*=\s*["']([^"']*)["']/i;

export function readSvgText(bytes: Uint8Array): SvgText {
  if (bytes.includes(0))
    return { ok: false, reason: 'SVG files must be UTF-8; this one is UTF-16 or holds NUL bytes.' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'SVG files must be UTF-8; this one holds bytes that are not.' };
  }
  const declaration = xmlDeclaration.exec(text)?.[0];
  const encoding = declaration ? declaredEncoding.exec(declaration)?.[1] : undefined;
  if (encoding !== undefined && !/^utf-?8$/i.test(encoding.trim())) {
    return {
      ok: false,
      reason: `SVG files must be UTF-8; this one declares ${encoding.slice(0, 40)}. Save it as UTF-8 and upload it again.`,
    };
  }
  return { ok: true, text };
}

/** Whatever comes before the root element (declaration, comments, a plain doctype), which the stored copy drops. */
export function withoutProlog(text: string): string {
  let rest = text.replace(xmlDeclaration, '');
  for (;;) {
    const trimmed = rest.trimStart();
    const next = trimmed.startsWith('<!--')
      ? trimmed.slice(trimmed.indexOf('-->') + 3)
      : /^<!DOCTYPE[^>[]*>/i.test(trimmed)
        ? trimmed.replace(/^<!DOCTYPE[^>[]*>/i, '')
        : null;
    if (next === null || (trimmed.startsWith('<!--') && !trimmed.includes('-->'))) return trimmed;
    rest = next;
  }
}
