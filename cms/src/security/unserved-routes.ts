import { errorStatusByCode } from '@seniorguide/contracts';

// Payload answers every method on a collection that has no REST routes at all (its own `payload-migrations`,
// `endpoints: false`) with `501 { "message": "Cannot GET …" }`: a server error for what is only a route that
// answers no method. It is the caller's 405, in the shared envelope; the empty Allow says no method is taken.

export const isUnservedRoute = (answer: Response) => answer.status === 501;

export function unservedRoute(request: Request): Response {
  const body = {
    error: {
      code: 'method_not_allowed',
      message: `${request.method} is not answered here: this route takes no method.`,
    },
  };
  return Response.json(body, {
    status: errorStatusByCode.method_not_allowed,
    headers: { Allow: '', 'Cache-Control': 'no-store' },
  });
}
