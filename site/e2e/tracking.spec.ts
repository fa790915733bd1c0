import { expect, test } from '@playwright/test';

test.describe('tracking context', () => {
  test('is captured on arrival on any route and kept in storage and in the query string', async ({ page }) => {
    await page.goto('/some-unknown-page?affiliateid=aff77&subid=camp1&s2=blue&utm_campaign=fall');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('trackingContext') ?? 'null'));
    expect(stored).toEqual({ affiliateId: 'aff77', subId: 'camp1', s1: null, s2: 'blue', s3: null });
    expect(await page.evaluate(() => localStorage.getItem('preservedAffiliateId'))).toBe('aff77');

    await page.goto('/v2');
    await expect.poll(() => new URL(page.url()).searchParams.get('affiliateId')).toBe('aff77');
    const url = new URL(page.url());
    expect(url.searchParams.get('subId')).toBe('camp1');
    expect(url.searchParams.get('s2')).toBe('blue');
  });

  test('a new affiliate in the URL replaces the stored one', async ({ page }) => {
    await page.goto('/?affiliateId=first');
    await page.goto('/?affiliateId=second');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('trackingContext') ?? 'null'));
    expect(stored.affiliateId).toBe('second');
  });

  test('tracks the page visit once per browser session, with page, referrer, tracking and version', async ({
    page,
  }) => {
    const visits: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/track-visit')) visits.push(request.postDataJSON() as Record<string, unknown>);
    });
    const firstVisit = page.waitForResponse((response) => response.url().endsWith('/api/track-visit'));
    await page.goto('/v3?affiliateid=visit9&s1=a&utm_source=mail');
    expect((await firstVisit).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('session_tracked'))).not.toBeNull();
    await page.goto('/');
    await page.goto('/v2');
    await page.waitForTimeout(1_000);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ page: '/v3', version: 3, affiliateId: 'visit9', s1: 'a', utm_source: 'mail' });
  });

  test('tracks the first page of the session wherever the visitor arrives, with its page and without the query', async ({
    page,
  }) => {
    const visits: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/track-visit')) visits.push(request.postDataJSON() as Record<string, unknown>);
    });
    const firstVisit = page.waitForResponse((response) => response.url().endsWith('/api/track-visit'));
    await page.goto('/continue-registration?email=arrival%40example.com&affiliateId=arrive7');
    expect((await firstVisit).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('session_tracked'))).not.toBeNull();
    await page.goto('/v2');
    await page.waitForTimeout(1_000);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ page: '/continue-registration', affiliateId: 'arrive7' });
    expect(visits[0]).not.toHaveProperty('version');
    expect(JSON.stringify(visits[0])).not.toContain('arrival@example.com');
  });

  test('counts no visit on the operator dashboard', async ({ page }) => {
    const visits: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/track-visit')) visits.push(request.url());
    });
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
    // The visit is sent when the browser is idle, at the latest 3 s after load (flows/page/start-page.ts).
    await page.waitForTimeout(4_000);
    expect(visits).toEqual([]);
  });

  test('pushes no data-layer events when no tag manager container is configured', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  });
});
