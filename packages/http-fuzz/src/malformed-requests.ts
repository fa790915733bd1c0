import {
  contentEncodings,
  contentTypes,
  extraHeaders,
  methods,
  pathSegments,
  queryStrings,
  rawBodies,
} from './malformed-values.ts';
import { createRandom, type Random } from './random.ts';

// Generates malformed requests over a table of calls. Every call is used in turn, so a run of N requests
// covers each one N / calls times; each request breaks one to three parts of a call (its path parameters,
// query, body, content type or encoding, method, headers) and leaves the rest as a client would send it.
// A target (the tracker, the site's /api, the CMS's REST routes) is just another table of calls.

export type FuzzRoute = { method: string; path: string };

export type FuzzRequest = {
  /** The call it was made from, `POST /api/waitlist`, for the tally. */
  route: string;
  method: string;
  /** Path and query as they go on the wire. */
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
};

type Mutation = (request: FuzzRequest, random: Random) => void;

const fillParameters = (path: string, random: Random, malformed: boolean) =>
  path.replace(/:[A-Za-z]+/g, () => (malformed ? random.pick(pathSegments) : String(1 + random.below(3))));

const mutations: Mutation[] = [
  (request, random) => {
    request.path = `${request.path}?${random.pick(queryStrings)}`;
  },
  (request, random) => {
    request.body = random.pick(rawBodies);
  },
  (request, random) => {
    const type = random.pick(contentTypes);
    if (type === 'none') delete request.headers['content-type'];
    else request.headers['content-type'] = type;
  },
  (request, random) => {
    request.headers['content-encoding'] = random.pick(contentEncodings);
  },
  (request, random) => {
    request.method = random.pick(methods);
  },
  (request, random) => {
    Object.assign(request.headers, extraHeaders(random));
  },
  (request, random) => {
    request.path = `${request.path}${random.pick(['/', '//', '/extra', '%2f', '/..', '/%ff', '.json', ';x=1'])}`;
  },
];

function oneRequest(route: FuzzRoute, random: Random): FuzzRequest {
  const malformedPath = /:[A-Za-z]/.test(route.path) && random.chance(0.4);
  const request: FuzzRequest = {
    route: `${route.method} ${route.path}`,
    method: route.method,
    path: fillParameters(route.path, random, malformedPath),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
    },
    body: route.method === 'GET' ? undefined : '{}',
  };
  const count = malformedPath ? random.below(3) : 1 + random.below(3);
  for (let index = 0; index < count; index += 1) random.pick(mutations)(request, random);
  // GET and HEAD carry no body on the wire.
  if (request.method === 'GET' || request.method === 'HEAD') request.body = undefined;
  return request;
}

export function generateMalformedRequests({
  routes,
  count,
  seed,
}: {
  routes: readonly FuzzRoute[];
  count: number;
  seed: number;
}): FuzzRequest[] {
  if (routes.length === 0) throw new Error('no routes to fuzz');
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const route = routes[index % routes.length];
    if (!route) throw new Error('unreachable: index is within the table');
    return oneRequest(route, random);
  });
}
