import {
  apiRoutes,
  toErrorIssues,
  type ApiParsedRequest,
  type ApiResponse,
  type ApiRouteDefinition,
  type ApiRouteName,
} from '@seniorguide/contracts';
import express, { type Request, type Response, type Router } from 'express';
import type { z } from 'zod';
import type { ClientInfo } from './client-info.ts';
import { readClientInfo } from './client-info.ts';
import { HttpError } from './http-error.ts';
import { entryIdOf, isOwnerOnly } from './owner-only.ts';
import type { Ownership } from './ownership.ts';

// Mounts one call of the contracts' `apiRoutes` table: validates params, query and body with its schemas,
// refuses a call on an entry to anyone but its owner (owner-only.ts), runs the handler, and checks the
// answer against the response schema before sending it.

export type RouteContext = { req: Request; res: Response; client: ClientInfo; ownership: () => Ownership };

export type RouteHandler<Name extends ApiRouteName> = (
  input: ApiParsedRequest<Name>,
  context: RouteContext,
) => Promise<ApiResponse<Name>> | ApiResponse<Name>;

const parts = ['params', 'query', 'body'] as const;

const verbs = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

function parsePart(schema: z.ZodType | undefined, value: unknown, prefix: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError({
    code: 'invalid_request',
    message: 'The request is not valid.',
    issues: toErrorIssues({ error: result.error, prefix }),
  });
}

/** navigator.sendBeacon posts `text/plain;charset=UTF-8`; its text is parsed as the JSON it is. */
function parseBeaconText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError({ code: 'invalid_request', message: 'The request body is not valid JSON.' });
  }
}

export function mountRoute<Name extends ApiRouteName>({
  router,
  name,
  handler,
  ownership,
  method,
  acceptBeaconText,
  bodyLimit,
}: {
  router: Router;
  name: Name;
  handler: RouteHandler<Name>;
  ownership: (req: Request, res: Response) => Ownership;
  /** Mount under another method too (the beacon's POST of a PUT call). */
  method?: 'post';
  acceptBeaconText?: boolean;
  bodyLimit: string;
}): void {
  const route: ApiRouteDefinition = apiRoutes[name];
  const verb = method ?? verbs[route.method];
  const ownerOnly = isOwnerOnly(name);
  const textParser = acceptBeaconText ? [express.text({ type: 'text/plain', limit: bodyLimit })] : [];
  router[verb](route.path, ...textParser, async (req, res) => {
    const raw = { params: req.params, query: req.query, body: acceptBeaconText ? parseBeaconText(req.body) : req.body };
    const parsed = Object.fromEntries(
      parts.filter((part) => route[part]).map((part) => [part, parsePart(route[part], raw[part], part)]),
    );
    let cached: Ownership | null = null;
    const context: RouteContext = {
      req,
      res,
      client: readClientInfo(req),
      ownership: () => (cached ??= ownership(req, res)),
    };
    if (ownerOnly) context.ownership().requireOwner(entryIdOf(parsed.params));
    // The parts were parsed by this very route's schemas just above, which is what ApiParsedRequest describes.
    const result = await handler(parsed as ApiParsedRequest<Name>, context);
    const body = route.response.parse(result);
    // A handler may answer in another form itself (the unsubscribe page); the result was still checked.
    if (!res.headersSent) res.json(body);
  });
}
