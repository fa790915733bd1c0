import { expect } from 'vitest';
import { isRecord } from './rest.ts';

const generatedKeys = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * What the CMS must return for a seed item: the same fields and texts, with ids and dates that the
 * CMS generates left out and each image matched by its file name and alt text.
 */
export function expectedFromSeed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expectedFromSeed);
  if (!isRecord(value)) return value;
  if (typeof value.id === 'string' && value.id.startsWith('seed-media-')) {
    return expect.objectContaining({ filename: value.filename, alt: value.alt, mimeType: value.mimeType });
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !generatedKeys.has(key))
      .map(([key, item]) => [key, expectedFromSeed(item)]),
  );
}
