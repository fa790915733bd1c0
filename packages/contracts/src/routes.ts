import type { ApiRouteDefinition } from './route-definition.ts';
import * as auth from './auth.ts';
import * as consent from './consent.ts';
import { emptyBodySchema } from './fields.ts';
import * as notifications from './notifications.ts';
import * as offers from './offers.ts';
import * as postbacks from './postbacks.ts';
import { staffRoutes } from './staff-routes.ts';
import * as tracking from './tracking.ts';
import * as waitlist from './waitlist.ts';

// Every call of the API by name, so the tracker mounts and validates and the site builds and parses from
// the same table. Paths use Express's `:param` syntax.
//
// Order matters where patterns overlap: a specific path comes before the parameterised one that would also
// match it (by-email before :id, step/2 and step/complete before step/:step). Mount in table order.

export type { ApiMethod, ApiRouteDefinition } from './route-definition.ts';

const entryParams = waitlist.entryParamsSchema;

export const apiRoutes = {
  joinWaitlist: {
    method: 'POST',
    path: '/api/waitlist',
    body: waitlist.joinWaitlistBodySchema,
    response: waitlist.joinWaitlistResponseSchema,
    access: 'public',
  },
  findEntryByEmail: {
    method: 'GET',
    path: '/api/waitlist/by-email',
    query: waitlist.findEntryByEmailQuerySchema,
    response: waitlist.findEntryByEmailResponseSchema,
    access: 'public',
  },
  findEntryByIp: {
    method: 'POST',
    path: '/api/waitlist/by-ip',
    body: emptyBodySchema,
    response: waitlist.findEntryByIpResponseSchema,
    access: 'public',
  },
  getEntry: {
    method: 'GET',
    path: '/api/waitlist/:id',
    params: entryParams,
    query: waitlist.getEntryQuerySchema,
    response: waitlist.getEntryResponseSchema,
    access: 'public',
  },
  updateEntry: {
    method: 'PUT',
    path: '/api/waitlist/:id',
    params: entryParams,
    body: waitlist.updateEntryBodySchema,
    response: waitlist.updateEntryResponseSchema,
    access: 'public',
  },
  markContinuedToOffers: {
    method: 'PUT',
    path: '/api/waitlist/:id/step/2',
    params: entryParams,
    body: emptyBodySchema,
    response: waitlist.markContinuedToOffersResponseSchema,
    access: 'public',
  },
  markStepComplete: {
    method: 'PUT',
    path: '/api/waitlist/:id/step/complete',
    params: entryParams,
    response: waitlist.markStepCompleteResponseSchema,
    access: 'public',
  },
  setEntryStep: {
    method: 'PUT',
    path: '/api/waitlist/:id/step/:step',
    params: waitlist.setEntryStepParamsSchema,
    response: waitlist.setEntryStepResponseSchema,
    access: 'public',
  },
  completeEntry: {
    method: 'PUT',
    path: '/api/waitlist/:id/complete',
    params: entryParams,
    response: waitlist.completeEntryResponseSchema,
    access: 'public',
  },
  saveSelectedOffers: {
    method: 'PUT',
    path: '/api/waitlist/:id/offers',
    params: entryParams,
    body: offers.saveSelectedOffersBodySchema,
    response: offers.saveSelectedOffersResponseSchema,
    access: 'public',
  },
  chooseOfferOrder: {
    method: 'POST',
    path: '/api/waitlist/:id/offer-order',
    params: entryParams,
    body: offers.chooseOfferOrderBodySchema,
    response: offers.chooseOfferOrderResponseSchema,
    access: 'public',
  },
  recordOfferAction: {
    method: 'PUT',
    path: '/api/waitlist/:id/offer-action',
    params: entryParams,
    body: offers.recordOfferActionBodySchema,
    response: offers.recordOfferActionResponseSchema,
    access: 'public',
  },
  completeOffers: {
    method: 'PUT',
    path: '/api/waitlist/:id/complete-offers',
    params: entryParams,
    body: offers.completeOffersBodySchema,
    response: offers.completeOffersResponseSchema,
    access: 'public',
  },
  notifyOfferComplete: {
    method: 'POST',
    path: '/api/waitlist/:id/notify-offer-complete',
    params: entryParams,
    body: offers.notifyOfferCompleteBodySchema,
    response: offers.notifyOfferCompleteResponseSchema,
    access: 'public',
  },
  updateClientInfo: {
    method: 'PUT',
    path: '/api/waitlist/:id/update-client-info',
    params: entryParams,
    body: emptyBodySchema,
    response: waitlist.updateClientInfoResponseSchema,
    access: 'public',
  },
  notifyComplete: {
    method: 'POST',
    path: '/api/waitlist/:id/notify-complete',
    params: entryParams,
    body: notifications.notifyCompleteBodySchema,
    response: notifications.notifyCompleteResponseSchema,
    access: 'public',
  },
  trackDownload: {
    method: 'PUT',
    path: '/api/waitlist/:id/download',
    params: entryParams,
    response: tracking.trackDownloadResponseSchema,
    access: 'public',
  },
  recordPixelFired: {
    method: 'POST',
    path: '/api/waitlist/:id/pixel-fired',
    params: entryParams,
    body: emptyBodySchema,
    response: postbacks.recordPixelFiredResponseSchema,
    access: 'public',
  },
  openEntryLink: {
    method: 'GET',
    path: '/api/waitlist/:id/open',
    params: entryParams,
    query: waitlist.openEntryLinkQuerySchema,
    response: waitlist.openEntryLinkResponseSchema,
    access: 'public',
  },
  emergencyWebhook: {
    method: 'POST',
    path: '/api/emergency-webhook',
    body: notifications.emergencyWebhookBodySchema,
    response: notifications.emergencyWebhookResponseSchema,
    access: 'public',
  },
  trackAnonymousDownload: {
    method: 'POST',
    path: '/api/track-anonymous-download',
    body: tracking.trackAnonymousDownloadBodySchema,
    response: tracking.trackAnonymousDownloadResponseSchema,
    access: 'public',
  },
  trackVisit: {
    method: 'POST',
    path: '/api/track-visit',
    body: tracking.trackVisitBodySchema,
    response: tracking.trackVisitResponseSchema,
    access: 'public',
  },
  logError: {
    method: 'POST',
    path: '/api/log-error',
    body: tracking.logErrorBodySchema,
    response: tracking.logErrorResponseSchema,
    access: 'public',
  },
  // A lead buyer checks a consent certificate by its id (random, not an entry's): no session, no email in the answer.
  getConsentCertificate: {
    method: 'GET',
    path: '/api/consent/certificates/:certificateId',
    params: consent.consentCertificateParamsSchema,
    response: consent.getConsentCertificateResponseSchema,
    access: 'public',
  },
  ...staffRoutes,
  login: {
    method: 'POST',
    path: '/api/auth/login',
    body: auth.loginBodySchema,
    response: auth.loginResponseSchema,
    access: 'public',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    response: auth.logoutResponseSchema,
    access: 'public',
  },
  getSession: {
    method: 'GET',
    path: '/api/auth/me',
    response: auth.getSessionResponseSchema,
    access: 'public',
  },
  health: {
    method: 'GET',
    path: '/api/health',
    response: tracking.healthResponseSchema,
    access: 'public',
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    response: tracking.readyResponseSchema,
    access: 'public',
  },
  openUnsubscribeLink: {
    method: 'GET',
    path: '/api/unsubscribe',
    query: notifications.unsubscribeQuerySchema,
    response: notifications.unsubscribeResponseSchema,
    access: 'public',
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/unsubscribe',
    query: notifications.unsubscribeQuerySchema,
    response: notifications.unsubscribeResponseSchema,
    access: 'public',
  },
} as const satisfies Record<string, ApiRouteDefinition>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;
