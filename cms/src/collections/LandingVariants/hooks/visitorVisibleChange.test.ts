import { describe, expect, it } from 'vitest';
import { isVisitorVisibleChange } from './visitorVisibleChange.ts';

const image = { id: 'img-1', filename: 'hero.webp', url: '/api/media/file/hero.webp' };
const published = {
  id: 'v2',
  version: 2,
  internalName: 'Version 2',
  signupMode: 'modal',
  hero: { title: 'Get your free guide', image: 'img-1' },
  faq: { items: [{ id: 'row-1', question: 'Is it free?', answer: 'Yes.' }] },
  updatedAt: '2026-11-27T10:00:00.000Z',
  _status: 'published',
};

describe('a visitor-visible change of a landing variant', () => {
  it.each([
    ['a new internal name', { internalName: 'Version 2 (renamed)' }],
    ['a new save time and status', { updatedAt: '2026-11-28T10:00:00.000Z', _status: 'published' }],
    ['the same image, populated', { hero: { title: 'Get your free guide', image } }],
    ['an empty field stored as missing', { hero: { title: 'Get your free guide', image: 'img-1', note: null } }],
    ['an empty text as the form sends it', { hero: { title: 'Get your free guide', image: 'img-1', note: '' } }],
  ])('is not %s', (_name, change) => {
    expect(isVisitorVisibleChange({ ...published, ...change }, published)).toBe(false);
  });

  it.each([
    ['a new headline', { hero: { title: 'Your guide, free today', image: 'img-1' } }],
    ['another hero image', { hero: { title: 'Get your free guide', image: 'img-2' } }],
    ['the signup on the page', { signupMode: 'inline' }],
    [
      'another FAQ order',
      {
        faq: {
          items: [
            { id: 'row-2', question: 'Who is it for?', answer: 'Seniors.' },
            { id: 'row-1', question: 'Is it free?', answer: 'Yes.' },
          ],
        },
      },
    ],
  ])('is %s', (_name, change) => {
    expect(isVisitorVisibleChange({ ...published, ...change }, published)).toBe(true);
  });

  it('is any first version', () => {
    expect(isVisitorVisibleChange(published, undefined)).toBe(true);
    expect(isVisitorVisibleChange(published, {})).toBe(true);
  });
});
