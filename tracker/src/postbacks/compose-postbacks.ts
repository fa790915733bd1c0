import type { Env } from '../env.ts';
import type { JobHandler } from '../jobs/worker.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/port.ts';
import { createCmsPostbackSettings, type PostbackSettingsSource } from './cms-postback-settings.ts';
import { sendGuarded } from './guarded-send.ts';
import type { PostbackDependencies } from './health-service.ts';
import { createPostbackJobHandler } from './postback-job-handler.ts';
import { withPostbackQueue } from './queue-postbacks.ts';

// Postbacks as a tracker process runs them: jobs of the one job queue in the tracker's store. Without
// TRACKER_CMS_POSTBACK_KEY the settings cannot be read, so nothing is queued or sent (the panel still shows
// history and the pixel is still recorded).

const noSettings: PostbackSettingsSource = { get: async () => null, peek: () => null };

export type ComposedPostbacks = { store: Store; postbacks: PostbackDependencies; handler: JobHandler | null };

export function composePostbacks({
  env,
  store,
  logger,
  clock,
}: {
  env: Env;
  store: Store;
  logger: Logger;
  clock: () => number;
}): ComposedPostbacks {
  const key = env.TRACKER_CMS_POSTBACK_KEY;
  const settings = key
    ? createCmsPostbackSettings({
        cmsUrl: env.TRACKER_CMS_URL,
        key,
        onError: (error) => logger.warn({ err: error }, 'postback settings could not be read from the CMS'),
      })
    : noSettings;
  const send: PostbackDependencies['send'] = (request) =>
    sendGuarded({
      ...request,
      timeoutMs: env.TRACKER_POSTBACK_TIMEOUT_MS,
      allowLoopbackHttp: env.TRACKER_POSTBACK_ALLOW_LOOPBACK,
    });
  const postbacks = { store, settings, send };
  if (!key) {
    logger.info('postbacks are off: TRACKER_CMS_POSTBACK_KEY is not set');
    return { store, postbacks, handler: null };
  }
  return {
    store: withPostbackQueue({ store, peekSettings: settings.peek }),
    postbacks,
    handler: createPostbackJobHandler({ store, getSettings: settings.get, send, logger, clock }),
  };
}
