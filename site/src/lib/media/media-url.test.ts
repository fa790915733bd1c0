import { describe, expect, it } from 'vitest';
import { isSafeMediaFilename, mediaSrc } from './media-url.ts';

describe('media addresses on the site origin', () => {
  it('serves an upload under /media/ by its filename', () => {
    expect(mediaSrc({ filename: 'logo.svg', url: '/api/media/file/logo.svg' })).toBe('/media/logo.svg');
  });

  it('takes the filename from the CMS file URL when the filename field is missing', () => {
    expect(mediaSrc({ filename: null, url: 'http://cms.example/api/media/file/hero-1.webp?v=2' })).toBe(
      '/media/hero-1.webp',
    );
  });

  it('gives no address for a missing upload', () => {
    expect(mediaSrc(null)).toBeNull();
  });

  it.each(['../secret', 'a/b.png', '.env', '', 'x'.repeat(201)])('refuses the filename %j', (filename) => {
    expect(isSafeMediaFilename(filename)).toBe(false);
  });
});
