import { seedSiteSettings, type Media } from '@seniorguide/content';
import { describe, expect, it } from 'vitest';
import { getEbookHref } from './ebook-href.ts';

const upload = (filename: string, mimeType: string): Media => ({
  id: 'm1',
  alt: 'Guide',
  filename,
  mimeType,
  url: `/api/media/file/${filename}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('getEbookHref', () => {
  it('serves the bundled guide until a PDF is uploaded', () => {
    expect(getEbookHref(seedSiteSettings.ebook)).toBe('/assets/downloads/senior-benefits-guide.pdf');
  });

  it('links the uploaded PDF through this origin', () => {
    expect(getEbookHref({ ...seedSiteSettings.ebook, file: upload('guide-2026.pdf', 'application/pdf') })).toBe(
      '/media/guide-2026.pdf',
    );
  });

  it('ignores an upload that is not a PDF and a public path on another origin', () => {
    expect(getEbookHref({ ...seedSiteSettings.ebook, file: upload('cover.png', 'image/png') })).toBe(
      '/assets/downloads/senior-benefits-guide.pdf',
    );
    expect(getEbookHref({ ...seedSiteSettings.ebook, publicPath: '//evil.example/x.pdf' })).toBe(
      '/assets/downloads/senior-benefits-guide.pdf',
    );
  });
});
