import type { Page } from '@playwright/test';

// The browser's own text size setting, not a CSS zoom: Chromium's default font size (Settings → Appearance →
// Font size; the `webkit.webprefs.default_font_size` preference), set through the DevTools protocol's
// Page.setFontSizes. It holds for every later navigation of the page, and the page's rem and % sizes follow it.

const defaultStandardPx = 16;
const defaultFixedPx = 13;

export const textSizes = [1, 1.5, 2] as const;
export type TextSize = (typeof textSizes)[number];

export async function setBrowserTextSize(page: Page, scale: TextSize): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  await session.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round(defaultStandardPx * scale), fixed: Math.round(defaultFixedPx * scale) },
  });
  await session.detach();
}

/** Waits two frames, so a change of viewport or text size has been laid out before a check reads it. */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * What a reader at this width and text size cannot read in full: the page scrolls sideways, a box reaches past
 * the screen's right edge, a box cuts its own text off, or a word is split over two lines. Emails, web
 * addresses and long numbers may wrap anywhere (they have no other place to break); an ordinary word may not,
 * though a line may end after a hyphen or a slash.
 */
export async function unreadableParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    if (root.scrollWidth > viewportWidth) found.push(`page scrolls sideways by ${root.scrollWidth - viewportWidth} px`);

    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const name = element.tagName.toLowerCase() + (element.id ? `#${element.id}` : '');
      return `${name} "${text}"`;
    };
    const invisible = (element: Element) =>
      element.closest('.sr-only, [hidden], [aria-hidden="true"], script, style, noscript, template') !== null ||
      element.getClientRects().length === 0;
    // Boxes inside a sideways-scrolling region (a wide table) are reached by scrolling that region, by design.
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };

    for (const element of document.body.querySelectorAll('*')) {
      if (invisible(element) || insideScroller(element)) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (style.position === 'fixed' && style.visibility === 'hidden') continue;
      if (box.width > 0 && box.right > viewportWidth + 1) {
        found.push(`${describe(element)} reaches ${Math.round(box.right - viewportWidth)} px past the screen`);
      }
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clips && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${describe(element)} cuts off ${element.scrollWidth - element.clientWidth} px of its content`);
      }
    }

    const longToken = /@|:\/\/|^www\.|^\/|^[\d,.$%+-]+$/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || invisible(parent)) continue;
      const text = node.textContent ?? '';
      // A word, up to and including a hyphen, dash or slash after which a line may end.
      for (const match of text.matchAll(/[^\s‐–—/-]+[‐–—/-]?/g)) {
        const word = match[0];
        if (word.length < 2 || longToken.test(word)) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const first = lines[0];
        const last = lines.at(-1);
        if (first && last && last.top >= first.bottom - 1) found.push(`"${word}" is split over two lines`);
      }
    }
    return [...new Set(found)];
  });
}
