import { describe, expect, it } from 'vitest';
import { filledTracking, previewLinkRequestSchema } from './preview-link-request.ts';
import { previewPathOf } from './preview-path.ts';

describe('the page a preview opens', () => {
  it.each([
    [{ collection: 'landing-variants', data: { version: 1 } }, '/'],
    [{ collection: 'landing-variants', data: { version: 3 } }, '/v3'],
    [{ collection: 'landing-variants', data: { version: 7 } }, null],
    [{ collection: 'demo-pages', data: { slug: 'hearing-aids' } }, '/offer-landing/hearing-aids'],
    [{ collection: 'demo-pages', data: { slug: '../admin' } }, null],
    [{ collection: 'offers', data: { id: 12, flows: ['sequential', 'list'] } }, '/offer-preview/12'],
    [
      { collection: 'offers', data: { id: '65a1f0c2e4b0a1b2c3d4e5f6', flows: ['list'] } },
      '/offer-preview/65a1f0c2e4b0a1b2c3d4e5f6',
    ],
    [{ collection: 'offers', data: { flows: ['list'] } }, null],
    [{ collection: 'offers', data: { id: '../admin' } }, null],
    [{ collection: 'media', data: {} }, null],
    [{ global: 'page-texts', data: {} }, '/thank-you'],
    [{ global: 'postback-settings', data: {} }, null],
  ])('%j opens %s', (document, path) => {
    expect(previewPathOf(document)).toBe(path);
  });
});

describe('a preview link request', () => {
  it('takes the lifetime and the tracking values a visitor link carries', () => {
    const parsed = previewLinkRequestSchema.parse({
      lifetimeHours: 168,
      tracking: { affiliateId: 'AFF1', subId: '', utm_source: 'mail' },
    });
    expect(filledTracking(parsed.tracking)).toEqual({ affiliateId: 'AFF1', utm_source: 'mail' });
    expect(previewLinkRequestSchema.parse({}).lifetimeHours).toBe(24);
  });

  it.each([
    { lifetimeHours: 169 },
    { lifetimeHours: 0 },
    { tracking: { sg_preview: 'x' } },
    { tracking: { affiliateId: '{affid}' } },
    { tracking: { affiliateId: 'a\u0000b' } },
    { tracking: { affiliateId: 'x'.repeat(201) } },
    { path: '/somewhere' },
  ])('refuses %j', (body) => {
    expect(previewLinkRequestSchema.safeParse(body).success).toBe(false);
  });
});
