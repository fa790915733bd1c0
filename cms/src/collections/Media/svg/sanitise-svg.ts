import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { readSvgText, withoutProlog } from './svg-text.ts';

// An uploaded SVG becomes the copy DOMPurify (SVG profile) leaves of it, or is refused. It is refused, with
// the reason, when it holds anything active: a script, an event handler (also one an animation would set),
// a reference to anything outside the file (href/src, url(), @import, a style sheet instruction), a foreign
// object or frame, or entity declarations; or when it is not UTF-8 (svg-text.ts) or not a well-formed SVG.
// What is merely unknown (an editor's metadata and namespaces, comments) is dropped silently. The stored
// file is that copy, serialised as UTF-8 XML: the only thing the CMS ever serves for it.

export type SanitisedSvg = { ok: true; svg: string } | { ok: false; reasons: string[] };

const svgNamespace = 'http://www.w3.org/2000/svg';
const largestSvgBytes = 1024 * 1024;

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const activeElements = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'handler',
  'listener',
  'audio',
  'video',
]);
const animations = new Set(['animate', 'animatecolor', 'animatemotion', 'animatetransform', 'set']);
const referenceAttributes = new Set(['href', 'xlink:href', 'src']);
// A fragment of this file, or an embedded raster image.
const localReference = /^\s*(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
const everyUrlIsLocal = (value: string) =>
  [...value.matchAll(/url\(\s*(['"]?)([^)]*)/gi)].every(([, , target = '']) => target.trim().startsWith('#'));
const hasForeignStyle = (css: string) => /@import|expression\s*\(|javascript:/i.test(css) || !everyUrlIsLocal(css);

// Filled by the hooks during one (synchronous) sanitize call.
let found: Set<string> = new Set();

purify.addHook('uponSanitizeElement', (node, { tagName }) => {
  if (activeElements.has(tagName)) found.add(`a ${tagName} element`);
  if (!(node instanceof window.Element)) return;
  const target = node.getAttribute('attributeName') ?? '';
  if (animations.has(tagName) && /^on|href$|^style$/i.test(target.trim()))
    found.add(`an animation that sets ${target.slice(0, 40)}`);
  if (tagName === 'style' && hasForeignStyle(node.textContent ?? ''))
    found.add('a style sheet that loads from outside the file');
});

purify.addHook('uponSanitizeAttribute', (_node, { attrName, attrValue }) => {
  if (/^on/i.test(attrName)) found.add(`an event handler (${attrName.slice(0, 40)})`);
  else if (referenceAttributes.has(attrName) && !localReference.test(attrValue))
    found.add(`a reference outside the file (${attrName})`);
  else if (/url\s*\(/i.test(attrValue) && !everyUrlIsLocal(attrValue))
    found.add(`a reference outside the file (url() in ${attrName.slice(0, 40)})`);
  else if (attrName === 'style' && hasForeignStyle(attrValue)) found.add('a style that loads from outside the file');
});

function refusedBeforeParsing(text: string): string[] {
  const reasons: string[] = [];
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) reasons.push('entity declarations');
  // The XML declaration was checked and is dropped; any other processing instruction (a style sheet) is refused.
  if (/<\?(?!xml\s)/i.test(text.replace(/^\s*<\?xml\s[^>]*?\?>/, '')))
    reasons.push('a processing instruction (such as a style sheet to load)');
  return reasons;
}

function dropComments(root: Element): void {
  const walker = window.document.createTreeWalker(root, window.NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

export function sanitiseSvg(bytes: Uint8Array): SanitisedSvg {
  if (bytes.byteLength > largestSvgBytes)
    return { ok: false, reasons: ['an SVG over 1 MB (export it as a PNG instead)'] };
  const read = readSvgText(bytes);
  if (!read.ok) return { ok: false, reasons: [read.reason] };
  const early = refusedBeforeParsing(read.text);
  if (early.length > 0) return { ok: false, reasons: early };
  try {
    const parsed = new window.DOMParser().parseFromString(withoutProlog(read.text), 'image/svg+xml');
    const root = parsed.documentElement;
    if (
      parsed.getElementsByTagName('parsererror').length > 0 ||
      root.localName !== 'svg' ||
      root.namespaceURI !== svgNamespace
    ) {
      return { ok: false, reasons: ['it is not a well-formed SVG (an <svg> root in the SVG namespace)'] };
    }
    found = new Set();
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // <use> draws a symbol of the same file (its href is held to a fragment above); editors' metadata goes.
      ADD_TAGS: ['use'],
      FORBID_TAGS: ['metadata'],
      KEEP_CONTENT: false,
    });
    if (found.size > 0) return { ok: false, reasons: [...found] };
    dropComments(root);
    return {
      ok: true,
      svg: `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(root)}\n`,
    };
  } catch {
    return { ok: false, reasons: ['it could not be read as an SVG'] };
  } finally {
    found = new Set();
  }
}
