import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fetchCmsFile } from './cms/rest-client.ts';

// Upload bytes for /media/<filename>: kept in memory after the first read (uploads are small images),
// re-checked with the CMS every few minutes, and taken from the seed files when the CMS cannot answer.

export type MediaFile = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

const freshForMs = 5 * 60_000;
const memoryBudgetBytes = 64 * 1024 * 1024;
const largestCachedFileBytes = 4 * 1024 * 1024;

const remembered = new Map<string, MediaFile & { fetchedAt: number }>();
let rememberedBytes = 0;

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

function contentTypeOf(filename: string): string {
  return contentTypes[filename.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

function remember(filename: string, file: MediaFile): void {
  if (file.bytes.byteLength > largestCachedFileBytes) return;
  const previous = remembered.get(filename);
  if (previous) rememberedBytes -= previous.bytes.byteLength;
  // Oldest first out: Map keeps insertion order.
  while (rememberedBytes + file.bytes.byteLength > memoryBudgetBytes && remembered.size > 0) {
    const [oldestName, oldest] = remembered.entries().next().value ?? [];
    if (!oldestName || !oldest) break;
    remembered.delete(oldestName);
    rememberedBytes -= oldest.bytes.byteLength;
  }
  remembered.delete(filename);
  remembered.set(filename, { ...file, fetchedAt: Date.now() });
  rememberedBytes += file.bytes.byteLength;
}

async function readFromCms(filename: string): Promise<MediaFile | null> {
  try {
    const response = await fetchCmsFile(`/api/media/file/${encodeURIComponent(filename)}`);
    if (!response) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { bytes, contentType: response.headers.get('content-type') ?? contentTypeOf(filename) };
  } catch {
    return null;
  }
}

async function readSeedFile(filename: string): Promise<MediaFile | null> {
  try {
    const path = fileURLToPath(import.meta.resolve(`@seniorguide/content/media/${filename}`));
    return { bytes: new Uint8Array(await readFile(path)), contentType: contentTypeOf(filename) };
  } catch {
    return null;
  }
}

/** The file behind /media/<filename>: memory, then the CMS, then what we had, then the seed file. */
export async function readMediaFile(filename: string): Promise<MediaFile | null> {
  const known = remembered.get(filename);
  if (known && Date.now() - known.fetchedAt < freshForMs) return known;
  const fromCms = await readFromCms(filename);
  if (fromCms) {
    remember(filename, fromCms);
    return fromCms;
  }
  return known ?? (await readSeedFile(filename));
}

/** Drops remembered files so a re-uploaded image shows at once (called on publish). */
export function forgetMediaFiles(): void {
  remembered.clear();
  rememberedBytes = 0;
}
