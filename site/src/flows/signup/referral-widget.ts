import { WIDGET_RETRY_MS } from '@seniorguide/funnel';

// The referral widget is a third-party script configured in the CMS (`referralWidgetScriptUrl`). Once
// loaded it exposes `window.referralWidget.launch({ email })`; the site launches it after a signup, and
// if the script has not loaded yet it tries once more 2 s later, then gives up quietly.

export type ReferralWidget = { launch: (input: { email: string }) => void };

function isReferralWidget(value: unknown): value is ReferralWidget {
  return typeof value === 'object' && value !== null && 'launch' in value && typeof value.launch === 'function';
}

/** `host` is the window (a plain object in tests). */
export function findReferralWidget(host: object): ReferralWidget | null {
  const candidate: unknown = Reflect.get(host, 'referralWidget');
  return isReferralWidget(candidate) ? candidate : null;
}

export type LaunchReferralWidgetInput = {
  email: string;
  host: object;
  retryDelayMs?: number;
  schedule?: (run: () => void, delayMs: number) => void;
};

/** Launches the widget now, or once after the retry delay; returns whether it launched right away. */
export function launchReferralWidget({
  email,
  host,
  retryDelayMs = WIDGET_RETRY_MS,
  schedule = (run, delayMs) => void setTimeout(run, delayMs),
}: LaunchReferralWidgetInput): boolean {
  const tryLaunch = () => {
    const widget = findReferralWidget(host);
    if (!widget) return false;
    try {
      widget.launch({ email });
    } catch {
      // A broken third-party widget must not break the signup.
    }
    return true;
  };
  if (tryLaunch()) return true;
  schedule(() => void tryLaunch(), retryDelayMs);
  return false;
}
