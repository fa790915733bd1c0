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
