import { humanUserAgent } from './support/analytics-visitors.ts';
import { expect, test } from './support/funnel-visitor.ts';

// On a slow phone (4× CPU throttling, a slow mobile network) the landing's "get the guide" answers a tap
// within 100 ms, before the dialog's code has loaded, and the tap is carried out once it has: the dialog opens.

test.use({ viewport: { width: 390, height: 844 }, userAgent: humanUserAgent, hasTouch: true });

type TapTimes = {
  tappedAt?: number;
  handledAt?: number;
  markedAt?: number;
  answeredAt?: number;
  islandWasLive?: boolean;
};

for (const path of ['/', '/v2']) {
  test(`a tap on ${path}'s signup button answers within 100 ms on a throttled phone, and the dialog opens after`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The tap's time, and the first frame after the page shows an answer: a busy button or the open dialog.
    await page.addInitScript(() => {
      const times: TapTimes = {};
      Reflect.set(window, '__tapTimes', times);
      document.addEventListener(
        'click',
        (event) => {
          times.tappedAt ??= event.timeStamp;
          times.handledAt ??= performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        if (times.tappedAt === undefined || times.answeredAt !== undefined) return;
        if (!document.querySelector('[data-open-signup][aria-busy="true"], dialog[open]')) return;
        times.islandWasLive = !document.querySelector('astro-island[ssr][component-url*="SignupModal"]');
        times.answeredAt = -1;
        times.markedAt = performance.now();
        requestAnimationFrame((frameAt) => (times.answeredAt = frameAt));
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });

    // The page as a person sees it: loaded, its first screen read, then tapped.
    await page.goto(path);
    const opener = page.locator('[data-open-signup]').first();
    await opener.tap();
    await expect
      .poll(() => page.evaluate(() => (Reflect.get(window, '__tapTimes') as TapTimes).answeredAt ?? -1), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const times = (await page.evaluate(() => Reflect.get(window, '__tapTimes'))) as Required<TapTimes>;
    expect(times.answeredAt - times.tappedAt, JSON.stringify(times)).toBeLessThan(100);
    expect(times.islandWasLive, 'the answer came before the dialog’s code ran').toBe(false);

    // No tap lost: the dialog opens once its code has run, and the busy mark goes.
    const dialog = page.getByRole('dialog', { name: 'Senior Savings Guide Signup' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByLabel('Your email address')).toBeFocused();
    await expect(page.locator('[data-open-signup][aria-busy]')).toHaveCount(0);
  });
}
