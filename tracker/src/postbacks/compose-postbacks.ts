import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/port.ts';
import { createCmsPostbackSettings, type PostbackSettingsSource } from './cms-postback-settings.ts';
import { sendGuarded } from './guarded-send.ts';
import type { PostbackDependencies } from './health-service.ts';
import { openPostbackStore } from './open-postback-store.ts';
import { createPostbackWorker, type PostbackWorker } from './postback-worker.ts';
import { withPostbackQueue } from './queue-postbacks.ts';

// Postbacks as a tracker process runs them. Without TRACKER_CMS_POSTBACK_KEY the settings cannot be read, so
// nothing is queued or sent (the panel still shows history and the pixel is still recorded).

const noSettings: PostbackSettingsSource = { get: async () => null, peek: () => null };

export type ComposedPostbacks = { store: Store; postbacks: PostbackDependencies; worker: PostbackWorker | null };

export async function composePostbacks({ env, store, logger, clock }: { env: Env; store: Store; logger: Logger; clock: () => number }): Promise<ComposedPostbacks> {
  const postbackStore = await openPostbackStore({ mongodbUri: env.MONGODB_URI, mongodbDb: env.TRACKER_MONGODB_DB, sqlitePath: env.TRACKER_DB_PATH });
  const key = env.TRACKER_CMS_POSTBACK_KEY;
  const settings = key
    ? createCmsPostbackSettings({ cmsUrl: env.TRACKER_CMS_URL, key, onError: (error) => logger.warn({ err: error }, 'postback settings could not be read from the CMS') })
    : noSettings;
  const send: PostbackDependencies['send'] = (request) =>
    sendGuarded({ ...request, timeoutMs: env.TRACKER_POSTBACK_TIMEOUT_MS, allowLoopbackHttp: env.TRACKER_POSTBACK_ALLOW_LOOPBACK });
  const postbacks = { store: postbackStore, settings, send };
  if (!key) {
    logger.info('postbacks are off: TRACKER_CMS_POSTBACK_KEY is not set');
    return { store, postbacks, worker: null };
  }
  return {
    store: withPostbackQueue({ store, postbacks: postbackStore, peekSettings: settings.peek, logger }),
    postbacks,
    worker: createPostbackWorker({ store: postbackStore, getSettings: settings.get, send, logger, clock }),
  };
}
