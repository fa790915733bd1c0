import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createAlertJobHandler } from '../../tracker/src/alerts/alert-job-handler.ts';
import { composeTracker } from '../../tracker/src/compose.ts';
import { createEmlOutbox } from '../../tracker/src/email/eml-outbox.ts';
import { readEnv } from '../../tracker/src/env.ts';
import { createJobWorker } from '../../tracker/src/jobs/worker.ts';
import { createLogger } from '../../tracker/src/logger.ts';
import { createCmsSenderSettings } from '../../tracker/src/outbox/cms-sender-settings.ts';

// The tracker for specs that need activity on chosen days: the store and app composed as tracker/src/index.ts
// composes them, but with a clock a spec can move. `POST /clock {"now": "<ISO>"}` on the loopback control port
// (TRACKER_CLOCK_PORT) makes the clock read that instant at once and run on from there; every fact the
// tracker stamps (visits, signups, offer answers, downloads) then carries that time.
// Moving the clock also runs one pass of the alert rules and of the daily summaries at the new instant before
// it answers, as their minute's loops would then, so a spec sees an alert or a 07:00 summary queued at once.
// The operator mail (kind `alert`: alerts and daily summaries) is sent to TRACKER_OUTBOX_DIR as .eml files; the
// guide email's worker is left out: those specs read figures, and the guide email stays queued.

const env = readEnv(process.env);
const clockPort = Number(process.env.TRACKER_CLOCK_PORT);
if (!Number.isInteger(clockPort) || clockPort < 1 || clockPort > 65535)
  throw new Error('Set TRACKER_CLOCK_PORT to the control port.');
const logger = createLogger({ level: env.TRACKER_LOG_LEVEL });

let offsetMs = 0;
const clock = () => Date.now() + offsetMs;

const { store, app, alerts, summaries } = await composeTracker({ env, logger, clock });
const operatorMail = createEmlOutbox(env.TRACKER_OUTBOX_DIR);
const worker = createJobWorker({
  handlers: [
    createAlertJobHandler({
      store,
      transport: operatorMail,
      getSettings: createCmsSenderSettings({ cmsUrl: env.TRACKER_CMS_URL }),
      logger,
      clock,
      // Every staff member of the shared CMS who kept alerts on gets one: send them in one pass.
      batchSize: 500,
    }),
  ],
  logger,
  clock,
});
worker.start();

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
    void Promise.all([alerts.loop.runOnce(), summaries.loop.runOnce()]).then(
      () => answer(response, 200, { now: new Date(clock()).toISOString() }),
      (error: unknown) => answer(response, 500, { error: { code: 'internal_error', message: String(error) } }),
    );
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
  await worker.stop();
  await operatorMail.close();
  await store.close();
  process.exit(0);
}

process.on('SIGTERM', () => void shutDown());
process.on('SIGINT', () => void shutDown());
