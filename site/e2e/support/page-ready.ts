import { expect, type Page } from '@playwright/test';

/**
 * Waits until every island that hydrates without interaction has done so (Astro drops the `ssr`
 * attribute then). `client:intent` islands wait for the visitor by design and are left out. Polled from
 * the test, not in the page, so it also works while a spec holds the page's clock.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="intent"])')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Records the text of every toast the page shows, across navigations, so a spec can check a toast that
 * is shown right before the page moves on.
 */
export async function recordToasts(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__recordToast', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    const report = Reflect.get(window, '__recordToast') as (text: string) => void;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toast-viewport"] li')) {
        if (toast.getAttribute('data-recorded')) continue;
        toast.setAttribute('data-recorded', 'true');
        report(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => seen;
}

/**
 * Holds back an island's script (its `/_astro/<name>.*.js` chunk) until the returned function is called, so a
 * spec can act on the server-rendered page before the island hydrates, as a visitor on a slow phone would.
 */
export async function holdIsland(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
