// Payload answers a few refusals outside its own error shape: an unknown route is `404 { "message": … }`.
// Every 4xx of the REST API is `{ "errors": [{ "message": … }] }` (SECURITY.md "Fuzzing"), so those are put
// into it, with the same status and headers.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function inPayloadErrorShape(answer: Response): Promise<Response> {
  if (answer.status < 400 || answer.status >= 500 || !answer.headers.get('content-type')?.includes('application/json'))
    return answer;
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => null);
  if (!isObject(body) || 'errors' in body || typeof body.message !== 'string') return answer;
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return Response.json({ errors: [{ message: body.message }] }, { status: answer.status, headers });
}
