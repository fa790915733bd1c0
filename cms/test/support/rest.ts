// A small REST client for the tests: every call goes over real HTTP to the running CMS.

export type ApiResponse = { status: number; body: Record<string, unknown> };

type RequestOptions = { token?: string | undefined; method?: string; body?: unknown };

export async function callApi(baseUrl: string, route: string, { token, method = 'GET', body }: RequestOptions = {}) {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : {};
  return { status: response.status, body: isRecord(parsed) ? parsed : { value: parsed } } satisfies ApiResponse;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function signIn(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const { status, body } = await callApi(baseUrl, '/users/login', { method: 'POST', body: credentials });
  if (status !== 200 || typeof body.token !== 'string')
    throw new Error(`Sign-in failed (${status}): ${JSON.stringify(body)}`);
  return body.token;
}

export const staffPassword = 'staff-password-123';

/** Creates a user with one role (as the admin) and returns a token for them. */
export async function createStaff(baseUrl: string, { adminToken, role }: { adminToken: string; role: string }) {
  const email = `${role}-${Date.now()}@example.com`;
  const created = await callApi(baseUrl, '/users', {
    token: adminToken,
    method: 'POST',
    body: { email, password: staffPassword, name: `Test ${role}`, roles: [role] },
  });
  if (created.status !== 201) throw new Error(`Could not create ${role}: ${JSON.stringify(created.body)}`);
  return { email, token: await signIn(baseUrl, { email, password: staffPassword }) };
}

export function docsOf(response: ApiResponse): Record<string, unknown>[] {
  const docs = response.body.docs;
  return Array.isArray(docs) ? docs.filter(isRecord) : [];
}
