import { describe, expect, it } from 'vitest';
import { generateMalformedRequests } from './malformed-requests.ts';

const routes = [
  { method: 'POST', path: '/api/waitlist' },
  { method: 'PUT', path: '/api/waitlist/:id/step/:step' },
  { method: 'GET', path: '/api/health' },
];

describe('generateMalformedRequests', () => {
  it('makes the same requests from the same seed, and other ones from another', () => {
    const first = generateMalformedRequests({ routes, count: 50, seed: 7 });
    expect(generateMalformedRequests({ routes, count: 50, seed: 7 })).toEqual(first);
    expect(generateMalformedRequests({ routes, count: 50, seed: 8 })).not.toEqual(first);
  });

  it('uses every call of the table in turn', () => {
    const made = generateMalformedRequests({ routes, count: 9, seed: 1 });
    expect(new Set(made.map((request) => request.route))).toEqual(
      new Set(routes.map((route) => `${route.method} ${route.path}`)),
    );
  });

  it('fills every path parameter, sometimes with a malformed segment, and sends no body with GET', () => {
    const made = generateMalformedRequests({ routes, count: 300, seed: 3 });
    expect(made.every((request) => !/\/:[a-z]/i.test(request.path))).toBe(true);
    expect(made.some((request) => request.path.includes('%ff') || request.path.includes('%E0%A4%A'))).toBe(true);
    expect(made.filter((request) => request.method === 'GET').every((request) => request.body === undefined)).toBe(
      true,
    );
  });
});
