import type { ClientDirective } from 'astro';

// `client:intent={{ selector, windowEvents }}`: hydrates an island only when the visitor shows they are
// about to use it: a pointer over, a touch on, keyboard focus on or a click on an element matching
// `selector`, or one of `windowEvents` (for example the toast store's "a toast was shown"). Until then the
// page runs no React at all. A click made before hydration is kept by the island's store, not lost.

type IntentOptions = { selector: string | null; windowEvents: string[] };

const documentEvents = ['pointerover', 'touchstart', 'focusin', 'click'] as const;

function readOptions(value: unknown): IntentOptions {
  if (typeof value !== 'object' || value === null) return { selector: null, windowEvents: [] };
  const selector: unknown = Reflect.get(value, 'selector');
  const windowEvents: unknown = Reflect.get(value, 'windowEvents');
  return {
    selector: typeof selector === 'string' && selector ? selector : null,
    windowEvents: Array.isArray(windowEvents) ? windowEvents.filter((name) => typeof name === 'string') : [],
  };
}

const intentDirective: ClientDirective = (load, options) => {
  const { selector, windowEvents } = readOptions(options.value);
  let hasStarted = false;

  const hydrate = async () => {
    if (hasStarted) return;
    hasStarted = true;
    for (const name of documentEvents) document.removeEventListener(name, onDocumentEvent, true);
    for (const name of windowEvents) window.removeEventListener(name, onWindowEvent);
    const run = await load();
    await run();
  };
  function onDocumentEvent(event: Event) {
    if (selector && event.target instanceof Element && event.target.closest(selector)) void hydrate();
  }
  function onWindowEvent() {
    void hydrate();
  }

  for (const name of documentEvents) document.addEventListener(name, onDocumentEvent, { capture: true, passive: true });
  for (const name of windowEvents) window.addEventListener(name, onWindowEvent);
};

export default intentDirective;
