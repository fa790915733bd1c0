import { ERROR_TOAST_MS } from '@seniorguide/funnel';
import { showToast } from '../../stores/toasts.ts';
import { pushDataLayer } from '../../lib/data-layer.ts';
import { installErrorMonitor, type CapturedError } from './error-monitor.ts';
import { readPublicConfig } from '../../lib/public-config.ts';

// The 'Error Detected' toast shows the first 100 characters of the message.
const ERROR_TOAST_MESSAGE_MAX_CHARS = 100;

function reportToServer({ message, stack }: CapturedError): void {
  // Loaded on the first error only, so pages that never fail never download the API layer.
  import('../../lib/api.ts')
    .then(({ callApi }) =>
      callApi('logError', {
        body: {
          message,
          stack,
          timestamp: new Date().toISOString(),
          url: window.location.href,
          userAgent: navigator.userAgent,
        },
      }),
    )
    .catch(() => undefined);
}

/** Starts the global error monitor for this page (a red toast, the data layer, `/api/log-error`). */
export function startErrorMonitor(): void {
  installErrorMonitor({
    target: window,
    console,
    onError: (captured) => {
      const { title } = readPublicConfig().errorMonitor;
      showToast({
        title,
        description: captured.message.slice(0, ERROR_TOAST_MESSAGE_MAX_CHARS),
        variant: 'destructive',
        durationMs: ERROR_TOAST_MS,
      });
      pushDataLayer({ event: 'error_detected', message: captured.message.slice(0, 500) });
      reportToServer(captured);
    },
  });
}
