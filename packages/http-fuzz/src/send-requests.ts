import { Agent, request as httpRequest } from 'node:http';
import { type ErrorShape, sharedEnvelope } from './error-shapes.ts';
import type { FuzzRequest } from './malformed-requests.ts';

// Sends the generated requests over plain node:http (which, unlike fetch, sends malformed paths and bodies as
// they are), a few at a time, and judges each answer: never 500 or above, and every 4xx in one of the target's
// error shapes (the shared envelope `{ error: { code, message } }` unless the target names others).

export type FuzzAnswer = { request: FuzzRequest; status: number; body: string };

export type FuzzTally = {
  sent: number;
  byStatus: Record<string, number>;
  /** Answers that break the rules, with why; empty when the target held. */
  violations: { route: string; method: string; path: string; status: number; why: string; body: string }[];
};

// Node sends a DELETE or OPTIONS body with neither Content-Length nor chunking, so the server reads it as
// the start of a next request and its HTTP parser answers that garbage; every body is given its length.
const framed = ({ headers, body }: FuzzRequest) =>
  body === undefined ? headers : { 'content-length': String(Buffer.byteLength(body)), ...headers };

function send(baseUrl: URL, request: FuzzRequest, agent: Agent | false): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: request.method,
        path: request.path,
        headers: framed(request),
        agent,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ request, status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
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

function whyWrong({ request, status, body }: FuzzAnswer, errorShapes: readonly ErrorShape[]): string | null {
  if (status >= 500) return 'a 5xx on bad input';
  if (status === 0) return body.includes('ECONNREFUSED') ? 'the target is down' : null;
  if (status >= 400 && request.method !== 'HEAD' && !errorShapes.some((isShape) => isShape(body)))
    return 'a 4xx outside the error envelope';
  return null;
}

type SendOptions = {
  baseUrl: string;
  requests: readonly FuzzRequest[];
  concurrency?: number;
  /** The shapes a 4xx body may take; the shared envelope by default. */
  errorShapes?: readonly ErrorShape[];
};

export async function sendRequests({
  baseUrl,
  requests,
  concurrency = 8,
  errorShapes = [sharedEnvelope],
}: SendOptions): Promise<FuzzTally> {
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
      const why = whyWrong(answer, errorShapes);
      if (why)
        tally.violations.push({
          route: request.route,
          method: request.method,
          path: request.path.slice(0, 200),
          status: answer.status,
          why,
          body: answer.body.slice(0, 300),
        });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return tally;
}
