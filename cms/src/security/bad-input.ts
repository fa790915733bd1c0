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

/**
 * A file of an upload collection (`/api/media/file/<name>`) that is not on disk: Payload answers 500
 * "Something went wrong" (uploads/endpoints/getFile), though nothing failed but the caller's guess.
 */
export function isMissingFile(request: Request, answer: Response): boolean {
  return (
    answer.status === 500 &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    /^\/api\/[^/]+\/file\//.test(new URL(request.url).pathname)
  );
}

/**
 * A body Payload reads unchecked and then fails on with a 500: form data that cannot be read
 * (`multipart/form-data` whose body is not one: busboy's "Unexpected end of form"); a `_payload` field (the
 * document's fields, as the admin sends them beside a file) that is missing, not JSON, or JSON but not an
 * object (`null` fails on the first field read); and a JSON body that is not an object. Checked before Payload reads
 * it, on a copy of the body, with the same test Payload uses to choose its multipart reader. Every write Payload
 * takes is an object of fields.
 */
export async function refuseUnreadableBody(request: Request): Promise<Response | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method) || request.body === null) return null;
  const [type = ''] = (request.headers.get('content-type') ?? '').split(';', 1);
  if (type.includes('application/json')) {
    const text = await request.clone().text();
    return text.trim() !== '' && parsesToNonObject(text)
      ? badRequest('The body must be a JSON object of fields.')
      : null;
  }
  if (!type.includes('multipart/')) return null;
  let fields: FormData;
  try {
    fields = await request.clone().formData();
  } catch {
    return badRequest('The form data could not be read.');
  }
  // Payload takes a form's fields only from `_payload`; a change without it fails on its first field read.
  const payload = fields.get('_payload');
  if (typeof payload !== 'string' || !isJson(payload) || parsesToNonObject(payload))
    return badRequest('The _payload field must be a JSON object of fields.');
  return null;
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** JSON that parses, to something other than an object (null, an array, a string, a number). */
function parsesToNonObject(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed);
  } catch {
    return false;
  }
}

export const missingFile = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
