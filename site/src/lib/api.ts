import {
  apiRoutes,
  buildApiPath,
  errorBodySchema,
  type ApiRequest,
  type ApiResponse,
  type ApiRouteName,
} from '@seniorguide/contracts';

// The one way the browser calls the tracker: same origin, cookies sent, a JSON body
// only when there is one, a non-2xx answer raised as an error, and every answer parsed with its contract.

// What a call needs besides its name is the contracts' `ApiRequest<Name>` (path parameters, query and body,
// each only where the route has one); its parsed answer is `ApiResponse<Name>`.

/** A call ready to send: what `fetch` and `navigator.sendBeacon` take. */
export type PreparedApiRequest = { method: string; url: string; body: string | undefined };

/** A failed call's message is the status, a colon and a space, then the body text or the status text. */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor({ status, statusText, bodyText }: { status: number; statusText: string; bodyText: string }) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

type LooseInput = { params?: unknown; query?: unknown; body?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toQueryString(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Builds method, URL and body of a call; also used for `navigator.sendBeacon`. */
export function buildApiRequest<Name extends ApiRouteName>(name: Name, input: ApiRequest<Name>): PreparedApiRequest {
  const route = apiRoutes[name];
  const { params, query, body }: LooseInput = input;
  // For a generic `name` TypeScript cannot tie the path to its parameters; the input's type already has.
  const path = buildApiPath<string>({ path: route.path, params: isRecord(params) ? params : {} });
  return {
    method: route.method,
    url: path + toQueryString(query),
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export type CallApiOptions = {
  /** The spec's reader may answer nothing on 401 instead of raising (the operator dashboard uses this). */
  returnNullOn401?: boolean;
  signal?: AbortSignal;
  /** Only for calls made outside the browser page (tests, server code); the browser uses its own origin. */
  baseUrl?: string;
};

export async function callApi<Name extends ApiRouteName>(
  name: Name,
  input: ApiRequest<Name>,
  options: CallApiOptions & { returnNullOn401: true },
): Promise<ApiResponse<Name> | null>;
export async function callApi<Name extends ApiRouteName>(
  name: Name,
  input: ApiRequest<Name>,
  options?: CallApiOptions,
): Promise<ApiResponse<Name>>;
export async function callApi<Name extends ApiRouteName>(
  name: Name,
  input: ApiRequest<Name>,
  options: CallApiOptions = {},
): Promise<ApiResponse<Name> | null> {
  const response = await sendApiRequest(name, input, options);
  if (response === null) return null;
  const json: unknown = await response.json();
  // Parsed by the route's own schema. TypeScript cannot narrow `apiRoutes[name]` for a generic `name`, so
  // it sees the union of every response; the parse has already made the data that one route's shape.
  return apiRoutes[name].response.parse(json) as ApiResponse<Name>;
}

/**
 * A call whose answer is returned as the tracker sent it (null when the body is empty or not JSON), for the few rules
 * that look at what the contract would drop or refuse: the notice's `error` field, a signup without an id.
 */
export async function fetchApiJson<Name extends ApiRouteName>(
  name: Name,
  input: ApiRequest<Name>,
  options: Omit<CallApiOptions, 'returnNullOn401'> = {},
): Promise<unknown> {
  const response = await sendApiRequest(name, input, options);
  const text = (await response?.text()) ?? '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Reads an answer fetched with `fetchApiJson` by its route's contract; null when it does not fit. */
export function parseApiAnswer<Name extends ApiRouteName>(name: Name, answer: unknown): ApiResponse<Name> | null {
  const parsed = apiRoutes[name].response.safeParse(answer);
  // As in `callApi`: the parse has made the data this route's shape.
  return parsed.success ? (parsed.data as ApiResponse<Name>) : null;
}

async function sendApiRequest<Name extends ApiRouteName>(
  name: Name,
  input: ApiRequest<Name>,
  options: CallApiOptions,
): Promise<Response | null> {
  const request = buildApiRequest(name, input);
  const response = await fetch((options.baseUrl ?? '') + request.url, {
    method: request.method,
    credentials: 'include',
    headers:
      request.body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (response.status === 401 && options.returnNullOn401) return null;
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    throw new ApiError({ status: response.status, statusText: response.statusText, bodyText });
  }
  return response;
}

/** The human message of a failed call: the server's `error.message` when it answered with the envelope. */
export function readServerMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data.error.message : null;
  } catch {
    return null;
  }
}
