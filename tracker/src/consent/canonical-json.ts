// The exact bytes a consent document's signature covers: JSON with object keys sorted at every level and no
// whitespace, so the same content always gives the same bytes whatever order it was built or read in.
// Written as one loop with string appends: it runs for every consent record a signup or an offer writes.

export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index++) out += (index ? ',' : '') + canonicalJson(value[index]);
    return `${out}]`;
  }
  const fields = value as Record<string, unknown>;
  // Default sort compares UTF-16 code units, as `<` does: the order every earlier signature was made in.
  const keys = Object.keys(fields).sort();
  let out = '{';
  for (const key of keys) {
    const field = fields[key];
    if (field === undefined) continue;
    out += (out.length > 1 ? ',' : '') + JSON.stringify(key) + ':' + canonicalJson(field);
  }
  return `${out}}`;
}
