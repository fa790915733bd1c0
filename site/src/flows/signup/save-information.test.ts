import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../stores/toasts.ts';
import { saveVisitorInformation } from './save-information.ts';

let server: Server;
let baseUrl = '';
let reply = { status: 200, body: '{}' };
let seen: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  $toasts.set([]);
  seen = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('saveVisitorInformation', () => {
  it('puts the details on the entry and answers the updated entry without a toast', async () => {
    reply = { status: 200, body: JSON.stringify({ entry: { id: 8, version: 1, selectedOffers: '[]' } }) };
    const entry = await saveVisitorInformation({
      entryId: 8,
      information: { firstName: 'Ann', zipCode: '12345' },
      options: { baseUrl },
    });
    expect(entry).toMatchObject({ id: 8 });
    expect(seen).toEqual([{ method: 'PUT', url: '/api/waitlist/8', body: '{"firstName":"Ann","zipCode":"12345"}' }]);
    expect($toasts.get()).toEqual([]);
  });

  it.each([
    ['a failed status', { status: 500, body: '{"error":{"code":"internal","message":"Something went wrong."}}' }],
    ['an unknown entry', { status: 404, body: '{"error":{"code":"not_found","message":"No such entry."}}' }],
    ['an answer the contract cannot read', { status: 200, body: '{"entry":null}' }],
  ])('shows "Failed to save your information. Please try again." after %s', async (_label, failure) => {
    reply = failure;
    expect(
      await saveVisitorInformation({ entryId: 8, information: { lastName: 'Lee' }, options: { baseUrl } }),
    ).toBeNull();
    expect($toasts.get()).toEqual([
      expect.objectContaining({
        title: 'Error',
        description: 'Failed to save your information. Please try again.',
        variant: 'destructive',
        isOpen: true,
      }),
    ]);
  });
});
