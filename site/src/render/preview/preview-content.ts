import type { PreviewGrant } from '@seniorguide/node-http';
import { AsyncLocalStorage } from 'node:async_hooks';

// The drafts one preview render shows. They live for that render only (never in the content cells the
// visitors' pages are rendered from), each piece read from the CMS at most once per render.

type PreviewRender = { grant: PreviewGrant; pieces: Map<string, Promise<unknown>> };

const storage = new AsyncLocalStorage<PreviewRender>();

/** Runs a render in which the content getters answer with drafts. */
export const renderWithDrafts = <Result>(grant: PreviewGrant, render: () => Promise<Result>): Promise<Result> =>
  storage.run({ grant, pieces: new Map() }, render);

/** The preview this render is for, or null for a visitor's page. */
export const currentPreview = (): PreviewGrant | null => storage.getStore()?.grant ?? null;

/** In a preview render, the piece's drafts (read once per render); otherwise null. */
export function readDraftPiece<Value>(name: string, load: () => Promise<Value>): Promise<Value> | null {
  const render = storage.getStore();
  if (!render) return null;
  let piece = render.pieces.get(name) as Promise<Value> | undefined;
  if (!piece) {
    piece = load();
    render.pieces.set(name, piece);
  }
  return piece;
}
