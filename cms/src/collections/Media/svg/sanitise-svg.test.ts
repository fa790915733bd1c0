import { describe, expect, it } from 'vitest';
import { dangerousSvgs, editorSvg } from '../../../../test/support/uploads.ts';
import { sanitiseSvg } from './sanitise-svg.ts';

const bytes = (value: string | Uint8Array) => (typeof value === 'string' ? new TextEncoder().encode(value) : value);

describe('sanitiseSvg', () => {
  it.each(dangerousSvgs)('refuses an SVG that %s', (_why, svg) => {
    const result = sanitiseSvg(bytes(typeof svg === 'string' ? Buffer.from(svg, 'latin1') : svg));
    expect(result.ok).toBe(false);
  });

  it('keeps a drawing and drops what an editor adds around it', () => {
    const result = sanitiseSvg(bytes(editorSvg));
    expect(result).toMatchObject({ ok: true });
    const svg = result.ok ? result.svg : '';
    expect(svg).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('Café · ©');
    expect(svg).not.toMatch(/inkscape|metadata|editor data|<!--/);
  });

  it('keeps a symbol used from the same file, and a sanitised copy is its own sanitised copy', () => {
    const first = sanitiseSvg(
      bytes(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><symbol id="s"><rect width="1" height="1"/></symbol></defs><use xlink:href="#s"/><use href="#s"/></svg>',
      ),
    );
    expect(first.ok).toBe(true);
    const svg = first.ok ? first.svg : '';
    expect(svg).toContain('xlink:href="#s"');
    expect(sanitiseSvg(bytes(svg))).toEqual(first);
  });

  it('refuses an SVG without the SVG namespace, and one over 1 MB', () => {
    expect(sanitiseSvg(bytes('<svg><rect/></svg>')).ok).toBe(false);
    expect(sanitiseSvg(bytes(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300_000)}</svg>`)).ok).toBe(
      false,
    );
  });
});
