import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendSlowly, type SlowAnswer } from '@seniorguide/http-fuzz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productConfig, startCms } from '../../scripts/lib/product.ts';
import { stopService, waitForHttp, type Service } from '../../scripts/lib/processes.ts';
import { cmsServerTimeouts } from '../server/timeouts.ts';

// The CMS as the one-command run (`npm start`) starts it, on its own data folder: headers trickled a line every
// few seconds and a body trickled a byte every few seconds are cut within seconds, in the shared error
// envelope, while a sign-in sent in pieces over several seconds is answered.

const port = 3119;
const giveUpAfterMs = 30_000;
let dataDir: string;
let cms: Service;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cms-slow-'));
  const config = productConfig({ dataDir, ports: { site: 3198, tracker: 3199, cms: port }, quiet: true });
  cms = startCms({ ...config, extraEnv: { cms: { NODE_ENV: 'production' } } });
  await waitForHttp(`http://127.0.0.1:${port}/api/globals/site-settings`, { service: cms, timeoutMs: 120_000 });
});

afterAll(async () => {
  if (cms) await stopService(cms);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a request's head a line at a time, `gapMs` apart, never finishing it; resolves once the socket closes. */
function sendHeadersSlowly({ gapMs }: { gapMs: number }): Promise<SlowAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let line = 0;
    socket.write('GET /api/globals/site-settings HTTP/1.1\r\nHost: localhost\r\n');
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${(line += 1)}: ${line}\r\n`);
    }, gapMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
  });
}

/** What came back, or `held` when the CMS still held the socket after `giveUpAfterMs`. */
async function withinLimit(sending: Promise<SlowAnswer>): Promise<SlowAnswer | 'held'> {
  let timer: NodeJS.Timeout | undefined;
  const held = new Promise<'held'>((resolve) => (timer = setTimeout(() => resolve('held'), giveUpAfterMs)));
  const answer = await Promise.race([sending, held]);
  clearTimeout(timer);
  return answer;
}

// Both tests mostly wait on the server's clock (its header and request time limits), each on its own sockets,
// so they wait side by side: the file takes the longer wait, not the sum.
describe.concurrent('slow clients on the CMS', () => {
  it(
    'cuts headers trickled a line every 4 s within seconds, with a 408 in the envelope',
    { timeout: giveUpAfterMs + 10_000 },
    async () => {
      const slow = await withinLimit(sendHeadersSlowly({ gapMs: 4_000 }));
      expect(slow).not.toBe('held');
      if (slow === 'held') return;
      expect(slow.ms).toBeLessThan(cmsServerTimeouts.headersMs + 3_000);
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(slow.answer).toContain('"code":"request_timeout"');
    },
  );

  it(
    'cuts a body trickled one byte every 5 s within seconds, and answers a sign-in sent over 6 s',
    { timeout: giveUpAfterMs + 10_000 },
    async () => {
      const [trickle, phone] = await Promise.all([
        withinLimit(
          sendSlowly({
            port,
            path: '/api/users/login',
            body: 'x'.repeat(10_000),
            gapMs: 5_000,
            chunks: 10_000,
            headers: { 'X-Forwarded-For': '203.0.113.1' },
          }),
        ),
        withinLimit(
          sendSlowly({
            port,
            path: '/api/users/login',
            body: JSON.stringify({ email: 'nobody@example.com', password: 'a wrong password' }),
            gapMs: 1_000,
            chunks: 6,
            headers: { 'X-Forwarded-For': '203.0.113.2' },
          }),
        ),
      ]);
      expect(trickle).not.toBe('held');
      if (trickle !== 'held') {
        expect(trickle.ms).toBeLessThan(cmsServerTimeouts.requestMs + 3_000);
        expect(trickle.answer).toContain('"code":"request_timeout"');
      }
      expect(phone).not.toBe('held');
      if (phone !== 'held') expect(phone.answer).toMatch(/^HTTP\/1\.1 401/);
    },
  );
});
