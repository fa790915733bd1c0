import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// The visitors of the crash suite (test/job-queue-crash.test.ts): each signs up, reaches thank-you (which
// asks for the guide email) and downloads, over real HTTP, many at once. A step counts as acknowledged only
// when its answer arrived; a step cut off by a crash is retried after the restart, as the browser would
// (a signup cut off leaves the visitor without the entry's ownership, so that visitor stops there), except a
// thank-you cut off on a page its visitor then closed (every other one, by entry id): that visitor downloads
// without calling again, so its guide email is only what the cut-off call wrote.

export const crashAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const crashAffiliate = 'aff-crash';
export const postbackKey = 'crash-test-postback-key-0123456789abcdef';

export type Visitor = {
  email: string;
  id: number | null;
  cookie: string;
  steps: Set<'notify' | 'download'>;
  /** Its thank-you call was made and never answered (cut off by a crash). */
  notifyUnanswered: boolean;
};

/** A visitor whose thank-you call was cut off and who closed the page: it never makes that call again. */
export const closedThePage = (visitor: Visitor): boolean =>
  visitor.notifyUnanswered && visitor.id !== null && visitor.id % 2 === 1;

async function call(
  base: string,
  method: string,
  route: string,
  body: unknown,
  cookie: string,
): Promise<{ json: unknown; setCookie: string }> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'User-Agent': crashAgent, 'Accept-Language': 'en', Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return { json: JSON.parse(text), setCookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

/** The visitor's next step; throws when the tracker does not answer it (then it was not acknowledged). */
export async function nextStep(base: string, visitor: Visitor): Promise<boolean> {
  if (visitor.id === null) {
    const { json, setCookie } = await call(
      base,
      'POST',
      '/api/waitlist',
      { email: visitor.email, version: 1, affiliateId: crashAffiliate },
      '',
    );
    visitor.id = (json as { entry: { id: number } }).entry.id;
    visitor.cookie = setCookie;
    return true;
  }
  if (!visitor.steps.has('notify') && !closedThePage(visitor)) {
    visitor.notifyUnanswered = true;
    await call(
      base,
      'POST',
      `/api/waitlist/${visitor.id}/notify-complete`,
      { source: 'thank-you', timestamp: new Date().toISOString() },
      visitor.cookie,
    );
    visitor.notifyUnanswered = false;
    visitor.steps.add('notify');
    return true;
  }
  if (!visitor.steps.has('download')) {
    await call(base, 'PUT', `/api/waitlist/${visitor.id}/download`, {}, visitor.cookie);
    visitor.steps.add('download');
    return true;
  }
  return false;
}

/** `concurrency` browsers take fresh visitors and walk them until the tracker stops answering. */
export async function runLoad({
  base,
  visitors,
  concurrency,
  next,
}: {
  base: string;
  visitors: Visitor[];
  concurrency: number;
  next: () => string;
}): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const visitor: Visitor = { email: next(), id: null, cookie: '', steps: new Set(), notifyUnanswered: false };
        visitors.push(visitor);
        try {
          while (await nextStep(base, visitor));
        } catch {
          return;
        }
      }
    }),
  );
}

/** After the restart: every visitor whose signup was acknowledged finishes its walk. */
export async function finishWalks(base: string, visitors: readonly Visitor[]): Promise<void> {
  for (const visitor of visitors) if (visitor.id !== null) while (await nextStep(base, visitor));
}

/** The CMS answers the tracker needs: who sends the guide email, the published offers, the postback settings. */
export async function startCrashCms(receiverOrigin: string): Promise<{ url: string; close(): Promise<void> }> {
  const settings = {
    defaultPostback: {
      enabled: true,
      urlTemplate: `${receiverOrigin}/pb?key={entry_id}:{event}`,
      events: ['email_submitted', 'thank_you', 'download'],
      clickIdSource: 'auto',
      secret: null,
      payouts: {},
    },
    affiliates: [],
  };
  const server: Server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    if (request.url === '/api/globals/site-settings') {
      response.end(
        JSON.stringify({
          email: {
            senderName: 'Senior Savings Guide',
            senderAddress: 'guide@example.com',
            postalAddress: '1 Main St, Springfield, IL 62701',
          },
        }),
      );
    } else if (
      request.url?.startsWith('/api/globals/postback-settings') &&
      request.headers['x-postback-settings-key'] === postbackKey
    ) {
      response.end(JSON.stringify(settings));
    } else if (request.url?.startsWith('/api/offers?')) {
      response.end(JSON.stringify({ docs: [] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Arrivals per postback key (`<entry>:<event>`). */
export function arrivalsOf(urls: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const url of urls) {
    const key = new URL(url).searchParams.get('key') ?? '';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
