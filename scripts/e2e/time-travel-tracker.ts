import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { composeTracker } from '../../tracker/src/compose.ts';
import { readEnv } from '../../tracker/src/env.ts';
import { createLogger } from '../../tracker/src/logger.ts';

// The tracker for specs that need activity on chosen days: the store and app composed as tracker/src/index.ts
// composes them, but with a clock a spec can move. `POST /clock {"now": "<ISO>"}` on the loopback control port
// (TRACKER_CLOCK_PORT) makes the clock read that instant at once and run on from there; every fact the
// tracker stamps (visits, signups, offer answers, downloads) then carries that time.
// The outbox worker is left out: the specs using this read figures, not mail, and queued mail stays queued.

const env = readEnv(process.env);
const clockPort = Number(process.env.TRACKER_CLOCK_PORT);
if (!Number.isInteger(clockPort) || clockPort < 1 || clockPort > 65535)
  throw new Error('Set TRACKER_CLOCK_PORT to the control port.');
const logger = createLogger({ level: env.TRACKER_LOG_LEVEL });

let offsetMs = 0;
const clock = () => Date.now() + offsetMs;

const { store, app } = await composeTracker({ env, logger, clock });

/** The instant a control request asks for, or null when the body is not `{"now": "<ISO date-time>"}`. */
function readRequestedNow(text: string): number | null {
  try {
    const body: unknown = JSON.parse(text);
    const now = typeof body === 'object' && body !== null && 'now' in body ? body.now : null;
    const instant = typeof now === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(now) ? Date.parse(now) : Number.NaN;
    return Number.isNaN(instant) ? null : instant;
  } catch {
    return null;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const control = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/clock')
    return answer(response, 404, { error: { code: 'not_found', message: 'Only POST /clock.' } });
  void readBody(request).then((text) => {
    const requested = readRequestedNow(text);
    if (requested === null)
      return answer(response, 400, { error: { code: 'invalid_request', message: 'Send {"now": "<ISO date-time>"}.' } });
    offsetMs = requested - Date.now();
    answer(response, 200, { now: new Date(clock()).toISOString() });
  });
});

const server = createServer(app);
server.listen(env.TRACKER_PORT, env.TRACKER_HOST, () =>
  logger.info({ port: env.TRACKER_PORT, clockPort }, 'time-travel tracker listening'),
);
control.listen(clockPort, '127.0.0.1');

async function shutDown(): Promise<void> {
  control.close();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  await store.close();
  process.exit(0);
}

process.on('SIGTERM', () => void shutDown());
process.on('SIGINT', () => void shutDown());
