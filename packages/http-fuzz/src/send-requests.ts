import { Agent, request as httpRequest } from 'node:http';
import type { FuzzRequest } from './malformed-requests.ts';

// Sends the generated requests over plain node:http (which, unlike fetch, sends malformed paths and bodies as
// they are), a few at a time, and judges each answer: never 500 or above, and every 4xx in the shared
// envelope `{ error: { code, message } }`.

export type FuzzAnswer = { request: FuzzRequest; status: number; body: string };

export type FuzzTally = {
  sent: number;
  byStatus: Record<string, number>;
  /** Answers that break the rules, with why; empty when the target held. */
  violations: { route: string; method: string; path: string; status: number; why: string; body: string }[];
};

function send(baseUrl: URL, request: FuzzRequest, agent: Agent | false): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      { host: baseUrl.hostname, port: baseUrl.port, method: request.method, path: request.path, headers: request.headers, agent },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ request, status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        incoming.on('error', () => resolve({ request, status: 0, body: '' }));
      },
    );
    // A kept-alive connection the server closed after its last answer (it does so when it answered before
    // reading a body) fails the next request sent on it: that one is sent again on a connection of its own.
    // A connection the server cut otherwise counts as status 0, not as an answer.
    outgoing.on('error', (error) => {
      if (outgoing.reusedSocket && agent !== false) resolve(send(baseUrl, request, false));
      else resolve({ request, status: 0, body: error.message });
    });
    outgoing.end(request.body);
  });
}

const snakeCase = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

function isEnvelope(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return false;
    const error: unknown = parsed.error;
    return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && snakeCase.test(error.code) && 'message' in error && typeof error.message === 'string';
  } catch {
    return false;
  }
}

function whyWrong({ request, status, body }: FuzzAnswer): string | null {
  if (status >= 500) return 'a 5xx on bad input';
  if (status === 0) return body.includes('ECONNREFUSED') ? 'the target is down' : null;
  if (status >= 400 && request.method !== 'HEAD' && !isEnvelope(body)) return 'a 4xx outside the error envelope';
  return null;
}

export async function sendRequests({ baseUrl, requests, concurrency = 8 }: { baseUrl: string; requests: readonly FuzzRequest[]; concurrency?: number }): Promise<FuzzTally> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const tally: FuzzTally = { sent: 0, byStatus: {}, violations: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next];
      next += 1;
      if (!request) continue;
      const answer = await send(url, request, agent);
      tally.sent += 1;
      tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
      const why = whyWrong(answer);
      if (why) tally.violations.push({ route: request.route, method: request.method, path: request.path.slice(0, 200), status: answer.status, why, body: answer.body.slice(0, 300) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return tally;
}
