import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBrowser, type Browser, type Reply } from './browser.ts';
import { expectThat, type Checklist } from './checklist.ts';

// One visitor through the whole funnel over HTTP, only ever through the edge, then the operator's view
// of it on the dashboard API and the CMS origin. Calls and bodies are the ones the site's islands send.

export type WalkSetup = {
  origins: { site: string; cms: string };
  outboxDir: string;
  admin: { email: string; password: string };
};

const affiliateId = 'verify-edge';

function jsonOf(reply: Reply): Record<string, unknown> {
  expectThat(reply.status >= 200 && reply.status < 300, `answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  const parsed: unknown = JSON.parse(reply.text);
  expectThat(typeof parsed === 'object' && parsed !== null, `not a JSON object: ${reply.text.slice(0, 200)}`);
  return parsed as Record<string, unknown>;
}

async function page(browser: Browser, route: string, mustContain: string): Promise<void> {
  const reply = await browser.request('GET', route);
  expectThat(reply.status === 200, `GET ${route} answered ${reply.status}`);
  expectThat((reply.headers.get('content-type') ?? '').startsWith('text/html'), `GET ${route} is not HTML`);
  expectThat(reply.text.includes(mustContain), `GET ${route} does not show "${mustContain}"`);
}

function easternToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

/** The .eml files the tracker wrote for this address (the outbox's file names do not show the address). */
function emailsTo(outboxDir: string, email: string): string[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(outboxDir, name), 'utf8'))
    .filter((message) => /^To:.*$/im.exec(message)?.[0].includes(email) === true);
}

async function waitForEmail(outboxDir: string, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const [message, ...more] = emailsTo(outboxDir, email);
    if (message !== undefined) {
      expectThat(more.length === 0, `${more.length + 1} emails to ${email}`);
      return message;
    }
    await sleep(200);
  }
  throw new Error(`no email to ${email} in ${outboxDir} after 20 s`);
}

export async function walkFunnel(checks: Checklist, { origins, outboxDir, admin }: WalkSetup): Promise<void> {
  const visitor = createBrowser(origins.site);
  const email = `visitor-${Date.now()}@example.com`;
  const now = () => new Date().toISOString();
  let id = 0;
  const call = async (method: string, route: string, body?: unknown) =>
    jsonOf(await visitor.request(method, route, body));

  await checks.check('the edge serves the landing page from the site', () =>
    page(visitor, `/?aff_id=${affiliateId}`, 'Senior Benefits'),
  );
  await checks.check('GET /api/health and /api/ready answer through the edge', async () => {
    expectThat((await call('GET', '/api/health')).status === 'ok', 'health is not ok');
    expectThat((await call('GET', '/api/ready')).status === 'ready', 'the tracker is not ready');
  });
  await checks.check('a page visit is tracked', async () => {
    await call('POST', '/api/track-visit', {
      page: '/',
      referrer: '',
      affiliateId,
      subId: null,
      s1: null,
      s2: null,
      s3: null,
    });
  });
  await checks.check('signup creates an entry and sets a Secure, HttpOnly ownership cookie', async () => {
    const reply = await visitor.request('POST', '/api/waitlist', {
      email,
      version: 1,
      affiliateId,
      subId: `ONB_${affiliateId}`,
    });
    expectThat(reply.status === 201, `signup answered ${reply.status}: ${reply.text}`);
    const entry = jsonOf(reply).entry as { id?: unknown } | undefined;
    expectThat(typeof entry?.id === 'number', 'the signup answer has no entry id');
    id = entry.id;
    const cookie = visitor.setCookieLine('sg_entries') ?? '';
    expectThat(
      /;\s*Secure/i.test(cookie) && /;\s*HttpOnly/i.test(cookie),
      `ownership cookie lacks Secure/HttpOnly: ${cookie}`,
    );
  });
  await checks.check('continue registration: step 2 and the offers page', async () => {
    await call('PUT', `/api/waitlist/${id}/step/2`, {});
    await page(visitor, '/continue-registration', 'While We Prepare Your eBook');
  });
  await checks.check('offers: one accepted, one declined, flow completed', async () => {
    await call('PUT', `/api/waitlist/${id}/offer-action`, {
      action: 'accepted',
      pageNumber: 1,
      offerId: 'housing-grants',
      offerName: 'Housing Grants',
      timestamp: now(),
    });
    await call('PUT', `/api/waitlist/${id}/offer-action`, {
      action: 'declined',
      pageNumber: 2,
      offerId: 'medicare',
      offerName: 'Medicare',
      timestamp: now(),
    });
    await call('PUT', `/api/waitlist/${id}/complete-offers`, {
      acceptedOffers: ['housing-grants'],
      totalOffers: 7,
      completedAt: now(),
    });
    await call('POST', `/api/waitlist/${id}/notify-offer-complete`, {
      acceptedOffers: ['housing-grants'],
      totalOffers: 7,
      source: 'sequential',
      timestamp: now(),
    });
    await call('PUT', `/api/waitlist/${id}/step/complete`);
  });
  await checks.check('thank-you page, client info and the ebook email queued once', async () => {
    await page(visitor, `/thank-you?id=${id}&email=${encodeURIComponent(email)}`, `sent your free ebook to ${email}`);
    await call('PUT', `/api/waitlist/${id}/update-client-info`, {});
    const notify = { source: 'thank-you', timestamp: now(), forceSend: true, affiliateId };
    expectThat(
      (await call('POST', `/api/waitlist/${id}/notify-complete`, notify)).queued === true,
      'the first notify did not queue',
    );
    expectThat(
      (await call('POST', `/api/waitlist/${id}/notify-complete`, notify)).queued === false,
      'a repeat notify queued again',
    );
  });
  await checks.check('ebook download page, download tracked, the PDF served', async () => {
    await page(visitor, `/ebook-download?email=${encodeURIComponent(email)}&id=${id}`, 'Discounts Guide 2025 Edition');
    await call('PUT', `/api/waitlist/${id}/download`);
    const pdf = await visitor.request('GET', '/assets/downloads/senior-benefits-guide.pdf');
    expectThat(
      pdf.status === 200 && new TextDecoder().decode(pdf.bytes.slice(0, 5)) === '%PDF-',
      `the guide PDF answered ${pdf.status}`,
    );
  });
  await checks.check('the ebook email is written, with links to the public origin', async () => {
    const message = await waitForEmail(outboxDir, email);
    expectThat(message.includes(email), 'the email is not addressed to the visitor');
    expectThat(message.includes(origins.site), `the email has no link to ${origins.site}`);
  });
  await checks.check('the edge keeps /internal/* private', async () => {
    const reply = await visitor.request('POST', '/internal/revalidate', {});
    expectThat(reply.status === 404, `POST /internal/revalidate answered ${reply.status} through the edge`);
  });
  await checks.check(
    'the operator signs in through the edge and the funnel report counts the visitor once',
    async () => {
      const operator = createBrowser(origins.site);
      jsonOf(await operator.request('POST', '/api/auth/login', admin));
      const today = easternToday();
      const report = jsonOf(
        await operator.request(
          'GET',
          `/api/analytics/funnel?startDate=${today}&endDate=${today}&timezone=America/New_York&affiliateId=${affiliateId}`,
        ),
      );
      const expected = {
        totalImpressions: 1,
        totalEmails: 1,
        personalInfoComplete: 1,
        flowComplete: 1,
        downloadComplete: 1,
      };
      for (const [field, count] of Object.entries(expected)) {
        expectThat(report[field] === count, `${field} is ${String(report[field])}, expected ${count}`);
      }
    },
  );
  await checks.check('the CMS origin serves the admin and the REST API', async () => {
    const cms = createBrowser(origins.cms);
    const adminPage = await cms.request('GET', '/admin');
    expectThat(adminPage.status === 200 && adminPage.text.includes('<html'), `GET /admin answered ${adminPage.status}`);
    const settings = jsonOf(await cms.request('GET', '/api/globals/site-settings'));
    expectThat(typeof settings.email === 'object', 'site settings have no email block');
  });
}
