import { describe, expect, it } from 'vitest';
import { installErrorMonitor, type CapturedError } from './error-monitor.ts';

function errorEvent(fields: { error?: unknown; message: string }): Event {
  return Object.assign(new Event('error'), fields);
}

function setUp() {
  const target = new EventTarget();
  const printed: unknown[][] = [];
  const fakeConsole = { error: (...args: unknown[]) => void printed.push(args) };
  const captured: CapturedError[] = [];
  let at = 0;
  const uninstall = installErrorMonitor({
    target,
    console: fakeConsole,
    onError: (error) => captured.push(error),
    now: () => at,
  });
  return { target, fakeConsole, printed, captured, uninstall, advance: (ms: number) => (at += ms) };
}

describe('global error monitor', () => {
  it('catches uncaught window errors with their message and stack', () => {
    const { target, captured } = setUp();
    const error = new TypeError('Cannot read properties of undefined');
    target.dispatchEvent(errorEvent({ error, message: error.message }));
    expect(captured).toEqual([{ message: 'Cannot read properties of undefined', stack: error.stack }]);
  });

  it('uses the event message when the thrown value is hidden (a cross-origin script)', () => {
    const { target, captured } = setUp();
    target.dispatchEvent(errorEvent({ message: 'Script error.' }));
    expect(captured).toEqual([{ message: 'Script error.', stack: null }]);
  });

  it('catches unhandled promise rejections', () => {
    const { target, captured } = setUp();
    const event = Object.assign(new Event('unhandledrejection'), { reason: new Error('Network down') });
    target.dispatchEvent(event);
    expect(captured[0]?.message).toBe('Network down');
  });

  it('catches console errors and still prints them', () => {
    const { fakeConsole, captured, printed } = setUp();
    fakeConsole.error('Widget failed:', { code: 7 });
    expect(printed).toEqual([['Widget failed:', { code: 7 }]]);
    expect(captured[0]?.message).toBe('Widget failed: {"code":7}');
  });

  it('never loops: a console error raised while handling one is ignored', () => {
    const target = new EventTarget();
    const fakeConsole = { error: (..._args: unknown[]) => undefined };
    let calls = 0;
    installErrorMonitor({
      target,
      console: fakeConsole,
      onError: () => {
        calls += 1;
        fakeConsole.error('the toast itself failed');
      },
    });
    fakeConsole.error('first');
    expect(calls).toBe(1);
  });

  it('reports the same message once within two seconds, and again after', () => {
    const { fakeConsole, captured, advance } = setUp();
    fakeConsole.error('boom');
    fakeConsole.error('boom');
    advance(2_001);
    fakeConsole.error('boom');
    expect(captured).toHaveLength(2);
  });

  it('restores console.error and stops listening when uninstalled', () => {
    const { target, fakeConsole, captured, uninstall } = setUp();
    uninstall();
    fakeConsole.error('after');
    target.dispatchEvent(errorEvent({ message: 'after' }));
    expect(captured).toHaveLength(0);
  });
});
