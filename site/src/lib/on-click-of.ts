/**
 * Calls `action` on every click of an element matching `selector`. It listens on the document, so a page
 * script can catch a tap from the moment the page is there, before the island that owns the element has
 * hydrated; the island then acts on what the action noted in its store.
 */
export function onClickOf(selector: string, action: () => void): void {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(selector)) action();
  });
}
