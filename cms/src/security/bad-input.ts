// Malformed requests that Payload itself answers with a 500: they are the caller's mistake, so they get a
// 400 in Payload's own error shape.

const geoOperators = /\[(near|within|intersects)\]/;

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 });

/** A 400 for input Payload cannot handle, or null to let Payload answer. */
export function refuseBadInput(request: Request): Response | null {
  const url = new URL(request.url);
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return badRequest('The address contains malformed percent-encoding.');
  }
  // No collection has a point field, so a geographic query can only fail in the database.
  const query = safeDecode(url.search);
  if (query === null) return badRequest('The query contains malformed percent-encoding.');
  if (geoOperators.test(query)) return badRequest('Geographic queries are not supported here.');
  return null;
}

/**
 * A read that filters (`where`) and still failed: the database refused a value of the wrong kind (a date
 * filter with a word, say). Anything else that fails stays a 500.
 */
export function isRefusedFilter(request: Request, answer: Response): boolean {
  return answer.status === 500 && request.method === 'GET' && new URL(request.url).search.includes('where');
}

export const refusedFilter = () => badRequest('The filter does not fit the field it is applied to.');

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
