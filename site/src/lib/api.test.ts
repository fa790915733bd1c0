import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, buildApiRequest, callApi, fetchApiJson, parseApiAnswer, readServerMessage } from './api.ts';

type Seen = { method: string; url: string; contentType: string | undefined; body: string };
type Reply = { status: number; statusText?: string; body: string };

let server: Server;
let baseUrl = '';
let seen: Seen[] = [];
let reply: Reply = { status: 200, body: '{}' };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      body: await readBody(request),
    });
    response.writeHead(reply.status, reply.statusText ?? '', { 'content-type': 'application/json' });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  reply = { status: 200, body: '{}' };
});

describe('building API requests', () => {
  it('fills path parameters and leaves the body out when there is none', () => {
    expect(buildApiRequest('markContinuedToOffers', { params: { id: 42 } })).toEqual({
      method: 'PUT',
      url: '/api/waitlist/42/step/2',
      body: undefined,
    });
  });

  it('writes the query string without empty values', () => {
    const request = buildApiRequest('findEntryByEmail', { query: { email: 'ann@example.com', ipFallback: 'true' } });
    expect(request.url).toBe('/api/waitlist/by-email?email=ann%40example.com&ipFallback=true');
  });
});

describe('calling the API', () => {
  it('sends a JSON body with a JSON content type and parses the answer with the contract', async () => {
    reply = { status: 201, body: JSON.stringify({ entry: { id: 5, email: 'ann@example.com', version: 2 } }) };
    const answer = await callApi(
      'joinWaitlist',
      { body: { email: 'ann@example.com', version: 2, affiliateId: 'aff1' } },
      { baseUrl },
    );
    expect(answer.entry.id).toBe(5);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/waitlist', contentType: 'application/json' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'ann@example.com', version: 2, affiliateId: 'aff1' });
  });

  it('sends no body and no content type for a call without one', async () => {
    reply = { status: 200, body: JSON.stringify({ success: true }) };
    await callApi('markContinuedToOffers', { params: { id: 5 } }, { baseUrl });
    expect(seen[0]).toMatchObject({ method: 'PUT', contentType: undefined, body: '' });
  });

  it('raises "status: body text" for a failed call, with the server message readable', async () => {
    const body = JSON.stringify({ error: { code: 'invalid_request', message: 'Please enter a valid email address.' } });
    reply = { status: 400, statusText: 'Bad Request', body };
    const failure = await callApi('joinWaitlist', { body: { email: 'x@y.z' } }, { baseUrl }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(`400: ${body}`);
    expect(readServerMessage(failure)).toBe('Please enter a valid email address.');
  });

  it('uses the status text when the failed answer has no body', async () => {
    reply = { status: 502, statusText: 'Bad Gateway', body: '' };
    await expect(callApi('health', {}, { baseUrl })).rejects.toThrow('502: Bad Gateway');
  });

  it('answers null on 401 when asked to, and raises otherwise', async () => {
    reply = { status: 401, statusText: 'Unauthorized', body: '' };
    await expect(callApi('getAffiliates', {}, { baseUrl, returnNullOn401: true })).resolves.toBeNull();
    await expect(callApi('getAffiliates', {}, { baseUrl })).rejects.toThrow('401: Unauthorized');
  });

  it('rejects an answer that does not match the contract', async () => {
    reply = { status: 200, body: JSON.stringify({ entry: { id: 'not-a-number' } }) };
    await expect(callApi('joinWaitlist', { body: { email: 'ann@example.com' } }, { baseUrl })).rejects.toThrow();
  });
});

describe('reading an answer before its contract', () => {
  const notice = {
    params: { id: 5 },
    body: { source: 'thank-you', timestamp: '2026-03-01T12:00:00.000Z', affiliateId: null },
  };

  it('keeps the fields the contract would drop', async () => {
    reply = { status: 200, body: '{"success":true,"queued":false,"error":"queue down"}' };
    expect(await fetchApiJson('notifyComplete', notice, { baseUrl })).toEqual({
      success: true,
      queued: false,
      error: 'queue down',
    });
  });

  it.each([
    ['an empty body', ''],
    ['a body that is not JSON', 'OK'],
  ])('answers null for %s', async (_label, body) => {
    reply = { status: 200, body };
    expect(await fetchApiJson('notifyComplete', notice, { baseUrl })).toBeNull();
  });

  it('still raises a failed status as the spec error', async () => {
    reply = { status: 404, body: '{"error":{"code":"not_found","message":"No such entry."}}' };
    await expect(fetchApiJson('notifyComplete', notice, { baseUrl })).rejects.toBeInstanceOf(ApiError);
  });

  it('reads an answer by its contract, or answers null when it does not fit', () => {
    expect(parseApiAnswer('joinWaitlist', { entry: { id: 9, version: 1 } })?.entry.id).toBe(9);
    expect(parseApiAnswer('joinWaitlist', { success: true })).toBeNull();
    expect(parseApiAnswer('joinWaitlist', null)).toBeNull();
  });
});
