import type { ClientDirective } from 'astro';

// `client:intent={{ selector, windowEvents }}`: hydrates an island only when the visitor shows they are
// about to use it: a pointer over, a touch on, keyboard focus on or a click on an element matching
// `selector`, or one of `windowEvents` (for example the toast store's "a toast was shown"). Until then the
// page runs no React at all. A click made before hydration is kept by the island's store, not lost. A touch
// starts it only with its click, after the click's answer is painted.

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

  const hydrate = () => {
    if (hasStarted) return;
    hasStarted = true;
    for (const name of documentEvents) document.removeEventListener(name, onDocumentEvent, true);
    for (const name of windowEvents) window.removeEventListener(name, onWindowEvent);
    // After the next paint: evaluating the island's code is a long task on a slow phone, and the tap that
    // woke it must be answered (and its answer painted) first.
    requestAnimationFrame(() =>
      setTimeout(() => {
        void load().then((run) => run());
      }, 0),
    );
  };
  function onDocumentEvent(event: Event) {
    // A finger's touch is followed by its click within moments: starting then would make that click wait for
    // the island's code. A mouse's hover comes well before its click, so it starts the download early.
    if (event.type === 'touchstart') return;
    if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
    if (selector && event.target instanceof Element && event.target.closest(selector)) hydrate();
  }
  function onWindowEvent() {
    void hydrate();
  }

  for (const name of documentEvents) document.addEventListener(name, onDocumentEvent, { capture: true, passive: true });
  for (const name of windowEvents) window.addEventListener(name, onWindowEvent);
};

export default intentDirective;
