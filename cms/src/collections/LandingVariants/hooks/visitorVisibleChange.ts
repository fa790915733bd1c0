// Which edits of a landing variant a visitor can see. Only those start a new "since" point in a running
// experiment: results from before such a change measured other content. The internal name (a marketer's
// label) and the document's bookkeeping are never on the page, so publishing only them keeps the counting.

const invisibleFields = new Set(['id', 'internalName', 'createdAt', 'updatedAt', '_status', 'previewLink']);

/**
 * An upload compares by its id (the same image, populated or not, is the same image), and an empty field (null or
 * an empty text, as the admin's form sends it) like a missing one (a version may store either).
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === '') return null;
  if (typeof value !== 'object' || value === null) return value ?? null;
  if ('filename' in value && 'id' in value) return value.id;
  return Object.fromEntries(
    Object.entries(value)
      .map(([name, field]) => [name, comparable(field)])
      .filter(([, field]) => field !== null)
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

const visiblePart = (doc: Record<string, unknown>) =>
  JSON.stringify(comparable(Object.fromEntries(Object.entries(doc).filter(([name]) => !invisibleFields.has(name)))));

/** Whether `doc` shows visitors anything `previous` did not (no previous version: it does). */
export function isVisitorVisibleChange(
  doc: Record<string, unknown>,
  previous: Record<string, unknown> | null | undefined,
): boolean {
  if (!previous || Object.keys(previous).length === 0) return true;
  return visiblePart(doc) !== visiblePart(previous);
}
