import type { Media } from '@seniorguide/content';

/** The seed shape with every embedded media document replaced by its id, as Payload expects on write. */
export type WithMediaIds<T> = T extends Media
  ? string
  : T extends readonly (infer Item)[]
    ? WithMediaIds<Item>[]
    : T extends object
      ? { [Key in keyof T]: WithMediaIds<T[Key]> }
      : T;

function isSeedMedia(value: object): value is Media {
  return 'id' in value && typeof value.id === 'string' && value.id.startsWith('seed-media-');
}

function replace(value: unknown, mediaIds: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => replace(item, mediaIds));
  if (value === null || typeof value !== 'object') return value;
  if (isSeedMedia(value)) {
    const id = mediaIds.get(value.id);
    if (!id) throw new Error(`Seed media ${value.id} was not uploaded`);
    return id;
  }
  // Payload generates array row ids itself; seed row ids would collide across documents.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, item]) => [key, replace(item, mediaIds)]),
  );
}

/** Turns seed content into write data: media become ids, and ids and timestamps are dropped. */
export function withMediaIds<T extends object>({
  value,
  mediaIds,
}: {
  value: T;
  mediaIds: ReadonlyMap<string, string>;
}): Omit<WithMediaIds<T>, 'id' | 'createdAt' | 'updatedAt'> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = replace(value, mediaIds) as Record<string, unknown>;
  // The shape follows from the recursion above; TypeScript cannot see through it.
  return rest as Omit<WithMediaIds<T>, 'id' | 'createdAt' | 'updatedAt'>;
}
