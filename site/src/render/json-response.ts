/** A JSON answer in the shared error envelope (`{ error: { code, message } }`). */
export function jsonError({ status, code, message }: { status: number; code: string; message: string }): Response {
  return jsonResponse({ status, body: { error: { code, message } } });
}

export function jsonResponse({ status, body }: { status: number; body: unknown }): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
