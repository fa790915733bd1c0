import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './support/page-ready.ts';
import { useSiteWithSettings } from './support/integrations-site.ts';
import { product, specSitePorts } from './support/product.ts';
import { startForeignPage, type ForeignPage } from '../../scripts/e2e/foreign-page.ts';

// Every page of the visitor origin carries a strict Content-Security-Policy and the
// other browser protections; no page can be framed; the integrations configured in the CMS still run
// (local stand-ins answer for them) while any other origin is blocked.

const pages = ['/', '/v2', '/v3', '/thank-you', '/analytics', '/continue-registration/adq', '/no-such-page'];

type Violation = { blockedURI: string; effectiveDirective: string };

/** Records every CSP violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: { blockedURI: string; effectiveDirective: string }[] = [];
    Reflect.set(window, '__violations', seen);
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ blockedURI: event.blockedURI, effectiveDirective: event.effectiveDirective });
    });
  });
  return () => page.evaluate(() => (Reflect.get(window, '__violations') ?? []) as Violation[]);
}

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

test.describe('headers', () => {
  for (const path of pages) {
    test(`${path} sends a strict CSP and the browser protections`, async ({ request }) => {
      const response = await request.get(`${product.siteUrl}${path}`, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = directivesOf(headers['content-security-policy'] ?? '');
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.some((token) => token.startsWith("'sha256-"))).toBe(true);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    });
  }

  test('a static file may load nothing and be framed by nobody', async ({ request }) => {
    const headers = (await request.get(`${product.siteUrl}/favicon.svg`)).headers();
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test('the same page sends the same policy every time (no per-request nonce)', async ({ request }) => {
    const first = (await request.get(`${product.siteUrl}/`)).headers()['content-security-policy'];
    const second = (await request.get(`${product.siteUrl}/`)).headers()['content-security-policy'];
    expect(second).toBe(first);
  });
});

test.describe('in the browser', () => {
  let foreign: ForeignPage;

  test.beforeAll(async () => {
    foreign = await startForeignPage(
      (query) =>
        `<!doctype html><title>Prize</title><iframe id="victim" src="${query.get('frame') ?? ''}" width="800" height="600"></iframe>`,
    );
  });

  test.afterAll(() => foreign.close());

  for (const path of ['/analytics', '/']) {
    test(`a foreign page cannot frame ${path}`, async ({ page, context }) => {
      // Signed in, as the operator a clickjacker would target.
      await context.addCookies([{ name: 'payload-token', value: product.adminToken, url: product.siteUrl }]);
      const refused = page.waitForEvent('console', (message) =>
        /frame-ancestors|Refused to display/i.test(message.text()),
      );
      await page.goto(`${foreign.url}/?frame=${encodeURIComponent(`${product.siteUrl}${path}`)}`);
      await refused;
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame?.url() ?? '').not.toContain(product.siteUrl);
    });
  }

  for (const path of ['/', '/thank-you', '/analytics']) {
    test(`${path} runs with no CSP violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      await page.goto(`${product.siteUrl}${path}`);
      await waitForIslands(page);
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('integrations configured in the CMS', () => {
  const widgetUrl = 'https://widget.stand-in.test/widget.js';
  const ownSite = useSiteWithSettings({
    port: specSitePorts.browserProtections,
    integrations: { referralWidgetScriptUrl: widgetUrl, tagManagerContainerId: 'GTM-CSP1' },
  });

  async function serve(page: Page) {
    const served: string[] = [];
    const script = (name: string) => `(window.__ran ??= []).push(${JSON.stringify(name)});`;
    await page.route('https://www.googletagmanager.com/**', (route) => {
      served.push('tag manager');
      return route.fulfill({ contentType: 'text/javascript', body: script('tag manager') });
    });
    await page.route('https://widget.stand-in.test/**', (route) => {
      served.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: 'text/javascript', body: script(new URL(route.request().url()).pathname) });
    });
    await page.route('https://unconfigured.stand-in.test/**', (route) => {
      served.push('unconfigured');
      return route.fulfill({ contentType: 'text/javascript', body: script('unconfigured') });
    });
    return served;
  }

  const ran = (page: Page) => page.evaluate(() => (Reflect.get(window, '__ran') ?? []) as string[]);

  test('the configured widget and tag manager run; a script from any other origin is blocked', async ({ page }) => {
    const served = await serve(page);
    const violations = await recordViolations(page);
    await page.goto(`${ownSite().url}/`);
    await waitForIslands(page);
    await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['tag manager', '/widget.js']));
    expect(
      await page.evaluate(() => (Reflect.get(window, 'dataLayer') as { event?: string }[]).map((entry) => entry.event)),
    ).toContain('gtm.js');
    expect(await violations()).toEqual([]);

    // An injected script (as an XSS would add one): from the configured origin it runs, from another it never loads.
    await page.evaluate(() => {
      for (const src of ['https://widget.stand-in.test/more.js', 'https://unconfigured.stand-in.test/evil.js']) {
        const tag = document.createElement('script');
        tag.src = src;
        document.head.appendChild(tag);
      }
    });
    await expect.poll(() => ran(page)).toContain('/more.js');
    await expect
      .poll(violations)
      .toEqual([expect.objectContaining({ blockedURI: 'https://unconfigured.stand-in.test/evil.js' })]);
    expect(served).not.toContain('unconfigured');
    expect(await ran(page)).not.toContain('unconfigured');
  });

  test('an inline script injected into the page does not run', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(`${ownSite().url}/`);
    await page.evaluate(() => {
      const tag = document.createElement('script');
      tag.textContent = 'window.__inlineRan = true;';
      document.head.appendChild(tag);
    });
    await expect
      .poll(violations)
      .toEqual([expect.objectContaining({ blockedURI: 'inline', effectiveDirective: 'script-src-elem' })]);
    expect(await page.evaluate(() => Reflect.get(window, '__inlineRan'))).toBeUndefined();
  });

  test('the shared site, with no widget configured, blocks the widget origin', async ({ page }) => {
    const served = await serve(page);
    const violations = await recordViolations(page);
    await page.goto(`${product.siteUrl}/`);
    await page.evaluate(() => {
      const tag = document.createElement('script');
      tag.src = 'https://widget.stand-in.test/widget.js';
      document.head.appendChild(tag);
    });
    await expect
      .poll(violations)
      .toEqual([expect.objectContaining({ blockedURI: 'https://widget.stand-in.test/widget.js' })]);
    expect(served).toEqual([]);
  });
});
