import { apiRoutes } from '@seniorguide/contracts';
import express, { type Express, type Request, type Response } from 'express';
import { createAlertMonitor, type AlertMonitor } from './alerts/alert-monitor.ts';
import { createMailRecipients, type MailRecipients } from './alerts/cms-mail-recipients.ts';
import type { Fetch } from './auth/cms-auth.ts';
import { mountAuthRoutes } from './auth/router.ts';
import type { VerifyOperatorSession } from './auth/verify-operator-session.ts';
import type { Clock } from './clock.ts';
import { createConsentLedger } from './consent/consent-ledger.ts';
import { createDisclosureChecker } from './consent/disclosure-check.ts';
import { createConsentSigner } from './consent/consent-signature.ts';
import type { Env } from './env.ts';
import { withExperimentGains } from './experiments/experiment-gains.ts';
import { createExperimentArms, createExperimentTouches } from './experiments/experiment-touch.ts';
import { createRunningExperiments } from './experiments/running-experiments.ts';
import { createErrorHandler, notFoundHandler } from './http/error-handler.ts';
import { believeForwardedOnlyFromProxy } from './http/forwarded-secret.ts';
import { errorReportBudgetGuard } from './http/error-report-budget.ts';
import { HttpError } from './http/http-error.ts';
import { readOwnership } from './http/ownership.ts';
import { createRateLimits } from './http/rate-limits.ts';
import { createRouteMounter } from './http/route-mounter.ts';
import { securityHeaders } from './http/security-headers.ts';
import { toTrustFunction } from './trust-proxy.ts';
import { refuseEncodedBodies, refuseMalformedPath } from './http/transport-guards.ts';
import type { Logger } from './logger.ts';
import { createOutboxService } from './outbox/outbox-service.ts';
import { createAddressHasher } from './privacy/address-hash.ts';
import { mountNotificationRoutes } from './outbox/router.ts';
import type { PostbackDependencies } from './postbacks/health-service.ts';
import { mountPixelRoutes } from './postbacks/pixel-router.ts';
import { mountUnsubscribeRoutes } from './outbox/unsubscribe-router.ts';
import type { Store } from './store/port.ts';
import { createTrackingService } from './tracking/tracking-service.ts';
import { mountTrackingRoutes } from './tracking/router.ts';
import { createLookupService } from './waitlist/lookup-service.ts';
import { mountWaitlistRoutes } from './waitlist/router.ts';
import { createWaitlistService } from './waitlist/waitlist-service.ts';
import { createRepeatSignups } from './waitlist/repeat-signups.ts';
import { createSignupCookie } from './waitlist/signup-cookie.ts';
import { alwaysFixedOrder, createCmsOfferOrder, type OfferOrderSource } from './offers/cms-offer-order.ts';
import { createCmsPrices, noPrices, type PriceBookSource } from './offers/cms-prices.ts';
import { createOfferOrderService } from './offers/offer-order-service.ts';
import { createOrderArms } from './offers/order-arm-gains.ts';
import { createCmsServedOffers } from './offers/cms-served-offers.ts';
import { withConversionPrices } from './offers/priced-conversions.ts';
import type { ServedOffersSource } from './offers/served-offers.ts';
import { recordLandingTime } from './review/record-landing-time.ts';
import { mountStaffRoutes } from './staff-routes.ts';
import { noReviewThreshold, type ReviewThreshold } from './review/review-threshold.ts';
import { withConversionReview } from './review/screen-conversions.ts';

// Builds the Express app without listening (tests use supertest; index.ts listens).

export type AppEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'TRACKER_SECRET'
  | 'TRACKER_TRUST_PROXY'
  | 'TRACKER_FORWARDED_SECRET'
  | 'TRACKER_EXPERIMENT_SECRET'
  | 'TRACKER_CMS_POSTBACK_KEY'
  | 'TRACKER_CMS_URL'
  | 'TRACKER_RATE_LIMIT_PER_MINUTE'
  | 'TRACKER_MAIL_PER_MAILBOX_PER_DAY'
  | 'TRACKER_MAIL_PER_CALLER_PER_DAY'
  | 'TRACKER_CONSENT_SIGNING_KEY'
> &
  Partial<Pick<Env, 'TRACKER_ALERT_EMAILS' | 'TRACKER_PUBLIC_URL' | 'TRACKER_CMS_PUBLIC_URL'>>;

export type AppDependencies = {
  store: Store;
  env: AppEnv;
  logger: Logger;
  verifyOperatorSession: VerifyOperatorSession;
  /** Clears a cached session at logout; a no-op for verifiers without a cache. */
  forgetSession?: (token: string) => void;
  clock?: Clock;
  fetch?: Fetch;
  /** The postback outbox, its settings and sender; without it the postback and pixel calls are not mounted. */
  postbacks?: PostbackDependencies;
  /** The marketer's threshold for holding conversions (review/); without it nothing is held. */
  reviewThreshold?: ReviewThreshold;
  /** The offers the flows serve; by default the CMS's published offers. */
  servedOffers?: ServedOffersSource;
  /** The prices conversions are counted at; by default the CMS's, read with the tracker's key (none without it). */
  prices?: PriceBookSource;
  /** Each flow's offer order (fixed or by earnings); by default the CMS's, read with the tracker's key (fixed without it). */
  offerOrder?: OfferOrderSource;
  /** The random source of the by-earnings order (tests seed it). */
  offerOrderRandom?: () => number;
  /** Who the alerts and daily summaries email: by default the CMS's users who chose them, read with the tracker's key, else TRACKER_ALERT_EMAILS. */
  mailRecipients?: MailRecipients;
  /** The alert rules' monitor (its loop started by index.ts); by default one over this store and clock. */
  alerts?: AlertMonitor;
};

const bodyLimit = '16kb';

export function createApp({
  store,
  env,
  logger,
  verifyOperatorSession,
  forgetSession = () => undefined,
  clock = Date.now,
  fetch = globalThis.fetch,
  postbacks,
  reviewThreshold = noReviewThreshold,
  servedOffers = createCmsServedOffers({ cmsUrl: env.TRACKER_CMS_URL, clock, fetch }),
  prices = env.TRACKER_CMS_POSTBACK_KEY
    ? createCmsPrices({
        cmsUrl: env.TRACKER_CMS_URL,
        key: env.TRACKER_CMS_POSTBACK_KEY,
        clock,
        fetch,
        onError: (error) => logger.warn({ err: error }, 'the prices could not be read from the CMS'),
      })
    : noPrices,
  offerOrder = env.TRACKER_CMS_POSTBACK_KEY
    ? createCmsOfferOrder({
        cmsUrl: env.TRACKER_CMS_URL,
        key: env.TRACKER_CMS_POSTBACK_KEY,
        clock,
        fetch,
        onError: (error) => logger.warn({ err: error }, 'the offer order could not be read from the CMS'),
      })
    : alwaysFixedOrder,
  offerOrderRandom = Math.random,
  mailRecipients = createMailRecipients({
    cmsUrl: env.TRACKER_CMS_URL,
    key: env.TRACKER_CMS_POSTBACK_KEY,
    fallbackAlertAddresses: env.TRACKER_ALERT_EMAILS ?? [],
    logger,
    fetch,
    clock,
  }),
  alerts = createAlertMonitor({
    store,
    clock,
    logger,
    recipients: mailRecipients.alertAddresses,
    dashboardUrl: new URL('/analytics', env.TRACKER_PUBLIC_URL ?? 'http://127.0.0.1:4321').href,
  }),
}: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', toTrustFunction(env.TRACKER_TRUST_PROXY));
  // Before anything reads req.ip: X-Forwarded-For only from the proxy that knows the secret.
  app.use(believeForwardedOnlyFromProxy({ secret: env.TRACKER_FORWARDED_SECRET, trustProxy: env.TRACKER_TRUST_PROXY }));
  // Every answer is built per request and marked no-store (below): an ETag would only cost a hash.
  app.set('etag', false);
  app.use(securityHeaders());
  app.use(refuseMalformedPath);
  // Answers are per visitor (ownership decides what an entry shows) and change with every call: never cache them.
  app.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const secureCookies = env.NODE_ENV === 'production';
  const limits = createRateLimits({
    perMinute: env.TRACKER_RATE_LIMIT_PER_MINUTE,
    addHits: (input) => store.addRateLimitHits(input),
    keyOf: createAddressHasher(env.TRACKER_SECRET, 'rate-limit'),
  });
  app.use('/api', limits.everything);
  app.post(apiRoutes.joinWaitlist.path, limits.signups);
  app.post(
    apiRoutes.trackVisit.path,
    recordLandingTime({ threshold: reviewThreshold, clock, secret: env.TRACKER_SECRET, secure: secureCookies }),
  );
  // GET /api/waitlist/:id also matches by-email.
  app.get(apiRoutes.getEntry.path, limits.lookups);
  app.post(apiRoutes.findEntryByIp.path, limits.lookups);
  app.get(apiRoutes.getConsentCertificate.path, limits.lookups);
  app.post([apiRoutes.notifyComplete.path, apiRoutes.emergencyWebhook.path], limits.emails);
  app.post(apiRoutes.login.path, limits.signIns);
  app.post(apiRoutes.logError.path, limits.errorReports);
  app.use(refuseEncodedBodies);
  app.use(express.json({ limit: bodyLimit }));
  app.post(
    apiRoutes.logError.path,
    errorReportBudgetGuard({
      addHits: (input) => store.addRateLimitHits(input),
      keyOf: createAddressHasher(env.TRACKER_SECRET, 'rate-limit'),
    }),
  );

  const router = express.Router();
  const mount = createRouteMounter({
    router,
    bodyLimit,
    ownership: (req: Request, res: Response) =>
      readOwnership({ req, res, secret: env.TRACKER_SECRET, secure: secureCookies }),
  });

  const hashAddress = createAddressHasher(env.TRACKER_SECRET);
  // Signups and offer acceptances pass the conversion review on their way to the store (review/).
  const reviewed = withConversionReview({ store, threshold: reviewThreshold, secret: env.TRACKER_SECRET, logger });
  // A visit or a signup counts in a landing experiment only by the site's signed assignment, for a running one.
  const experimentArmOf = createExperimentArms({
    secret: env.TRACKER_EXPERIMENT_SECRET,
    running: createRunningExperiments({
      cmsUrl: env.TRACKER_CMS_URL,
      key: env.TRACKER_CMS_POSTBACK_KEY,
      fetch,
      clock,
      onError: (error) => logger.warn({ err: error }, 'the running experiments could not be read from the CMS'),
    }),
  });
  const experimentTouchOf = createExperimentTouches({
    armOf: experimentArmOf,
    addHits: (input) => store.addRateLimitHits(input),
  });
  if (!env.TRACKER_EXPERIMENT_SECRET && env.NODE_ENV === 'production')
    logger.warn('TRACKER_EXPERIMENT_SECRET is not set: no visit or signup counts in a landing experiment');
  // ...and take what they earn and cost at the prices in force when they happen (offers/priced-conversions.ts),
  // then add it to their landing experiment's offer and money figures (experiments/experiment-gains.ts).
  const gained = withExperimentGains({ store: reviewed, armOf: experimentArmOf });
  // ...and, for a visitor given an offer order "by earnings", to its order arm's (offers/order-arm-gains.ts).
  const orderArms = createOrderArms({ store, settings: offerOrder });
  const priced = withConversionPrices({ store: orderArms.withOrderArmGains(gained), prices });
  const waitlist = createWaitlistService({ store: priced, clock, hashAddress, servedOffers, experimentTouchOf });
  mount('health', () => ({ status: 'ok' }));
  mount('ready', async () => {
    await store.ping().catch((error: unknown) => {
      logger.error({ err: error }, 'store unreachable');
      throw new HttpError({ code: 'service_unavailable', message: 'The tracker cannot reach its store.' });
    });
    return { status: 'ready' };
  });
  // Page visits outnumber every other call: the router tries routes in order, so they come first.
  mountTrackingRoutes({
    mount,
    tracking: createTrackingService({
      store,
      clock,
      logger,
      logAddressRef: createAddressHasher(env.TRACKER_SECRET, 'log-address'),
      experimentTouchOf,
    }),
  });
  const checkDisclosure = createDisclosureChecker({
    cmsUrl: env.TRACKER_CMS_URL,
    clock,
    keepText: (text) => store.saveDisclosureText(text),
    fetch,
  });
  const signer = createConsentSigner(env.TRACKER_CONSENT_SIGNING_KEY);
  if (!signer.isConfigured && env.NODE_ENV === 'production')
    logger.warn(
      'consent records are signed with a key made for this process only: set TRACKER_CONSENT_SIGNING_KEY (PRIVACY.md)',
    );
  const consent = createConsentLedger({ store, clock, hashAddress, checkDisclosure, signer, logger });
  const repeats = createRepeatSignups({
    cookie: createSignupCookie({ secret: env.TRACKER_SECRET, secure: secureCookies }),
    waitlist,
    clock,
  });
  mountWaitlistRoutes({
    mount,
    waitlist,
    lookups: createLookupService({ store, clock, hashAddress }),
    links: { secret: env.TRACKER_SECRET, clock },
    consent,
    repeats,
    offerOrder: createOfferOrderService({
      store: priced,
      settings: offerOrder,
      prices,
      servedOffers,
      clock,
      recordArm: orderArms.recordArm,
      random: offerOrderRandom,
    }),
  });
  const caps = {
    perMailbox: env.TRACKER_MAIL_PER_MAILBOX_PER_DAY,
    perCaller: env.TRACKER_MAIL_PER_CALLER_PER_DAY,
    secret: env.TRACKER_SECRET,
  };
  mountNotificationRoutes({ mount, outbox: createOutboxService({ store, clock, caps, waitlist }), repeats });
  mountUnsubscribeRoutes({ mount, store, secret: env.TRACKER_SECRET, clock });
  mountAuthRoutes({ mount, cmsUrl: env.TRACKER_CMS_URL, fetch, secureCookies, verifyOperatorSession, forgetSession });
  if (postbacks) mountPixelRoutes({ mount, waitlist, store: postbacks.store, clock });
  mountStaffRoutes({
    router,
    mount,
    store,
    env,
    logger,
    verifyOperatorSession,
    clock,
    fetch,
    postbacks,
    alerts,
    offerOrder,
  });

  // A known path with another method is a 405, not a 404.
  for (const path of new Set(Object.values(apiRoutes).map((route) => route.path))) {
    router.all(path, () => {
      throw new HttpError({ code: 'method_not_allowed', message: 'This call does not accept that method.' });
    });
  }
  app.use(router);
  app.use(notFoundHandler);
  app.use(createErrorHandler({ logger }));
  return app;
}
