// Storage can throw (Safari private mode, storage disabled, quota): the funnel must go on without it.

type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

/** Parses a stored JSON value; anything unreadable counts as absent. */
export function readStoredJson(kind: StorageKind, key: string): unknown {
  const text = readStored(kind, key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
