import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApiPath } from './build-api-path.ts';
import { apiRoutes, type ApiRouteDefinition } from './routes.ts';

const specCalls = {
  joinWaitlist: 'POST /api/waitlist',
  markContinuedToOffers: 'PUT /api/waitlist/:id/step/2',
  updateEntry: 'PUT /api/waitlist/:id',
  setEntryStep: 'PUT /api/waitlist/:id/step/:step',
  completeEntry: 'PUT /api/waitlist/:id/complete',
  getEntry: 'GET /api/waitlist/:id',
  findEntryByEmail: 'GET /api/waitlist/by-email',
  findEntryByIp: 'POST /api/waitlist/by-ip',
  saveSelectedOffers: 'PUT /api/waitlist/:id/offers',
  recordOfferAction: 'PUT /api/waitlist/:id/offer-action',
  completeOffers: 'PUT /api/waitlist/:id/complete-offers',
  notifyOfferComplete: 'POST /api/waitlist/:id/notify-offer-complete',
  markStepComplete: 'PUT /api/waitlist/:id/step/complete',
  updateClientInfo: 'PUT /api/waitlist/:id/update-client-info',
  notifyComplete: 'POST /api/waitlist/:id/notify-complete',
  emergencyWebhook: 'POST /api/emergency-webhook',
  trackDownload: 'PUT /api/waitlist/:id/download',
  trackAnonymousDownload: 'POST /api/track-anonymous-download',
  trackVisit: 'POST /api/track-visit',
  getFunnelAnalytics: 'GET /api/analytics/funnel',
  getDailyAnalytics: 'GET /api/analytics/daily',
  getAffiliates: 'GET /api/analytics/affiliates',
  logError: 'POST /api/log-error',
};

const extraCalls = {
  chooseOfferOrder: 'POST /api/waitlist/:id/offer-order',
  getVersionAnalytics: 'GET /api/analytics/versions',
  getOfferAnalytics: 'GET /api/analytics/offers',
  getDimensionReport: 'GET /api/analytics/dimensions',
  login: 'POST /api/auth/login',
  logout: 'POST /api/auth/logout',
  getSession: 'GET /api/auth/me',
  health: 'GET /api/health',
  ready: 'GET /api/ready',
  openUnsubscribeLink: 'GET /api/unsubscribe',
  unsubscribe: 'POST /api/unsubscribe',
  openEntryLink: 'GET /api/waitlist/:id/open',
  getPostbackHealth: 'GET /api/analytics/postbacks',
  sendTestPostback: 'POST /api/analytics/postbacks/test',
  replayPostback: 'POST /api/analytics/postbacks/:id/replay',
  recordPixelFired: 'POST /api/waitlist/:id/pixel-fired',
  getConsentDocument: 'GET /api/admin/consent-document',
  getConsentCertificate: 'GET /api/consent/certificates/:certificateId',
  getConsentFigures: 'GET /api/analytics/consent-figures',
  listAlerts: 'GET /api/analytics/alerts',
  getHourlyAnalytics: 'GET /api/analytics/hourly',
  getChartAnnotations: 'GET /api/analytics/annotations',
  getDashboardFirstView: 'GET /api/analytics/first-view',
  exportPerson: 'GET /api/admin/data-requests/export',
  erasePerson: 'POST /api/admin/data-requests/erase',
  listAuditLog: 'GET /api/admin/audit-log',
  listExperiments: 'GET /api/analytics/experiments',
  getExperimentResults: 'GET /api/analytics/experiments/:id',
  getOfferOrderResults: 'GET /api/analytics/offer-order',
  exportGoogleAdsConversions: 'GET /api/analytics/conversions/google-ads.csv',
  exportMetaConversions: 'GET /api/analytics/conversions/meta.json',
  listHeldConversions: 'GET /api/analytics/held-conversions',
  decideHeldConversions: 'POST /api/analytics/held-conversions/decide',
};

const routes: [string, ApiRouteDefinition][] = Object.entries(apiRoutes);

function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
}

describe('apiRoutes', () => {
  it('holds the 23 calls the pages make, each at its method and path', () => {
    expect(Object.keys(specCalls)).toHaveLength(23);
    for (const [name, call] of Object.entries(specCalls)) {
      const route: ApiRouteDefinition | undefined = Object.fromEntries(routes)[name];
      expect(route && `${route.method} ${route.path}`, name).toBe(call);
    }
  });

  it('holds nothing beyond the spec calls and the dashboard, auth, health, readiness, unsubscribe and email-link extras', () => {
    expect(Object.keys(apiRoutes).sort()).toEqual([...Object.keys(specCalls), ...Object.keys(extraCalls)].sort());
    for (const [name, call] of Object.entries(extraCalls)) {
      const route: ApiRouteDefinition | undefined = Object.fromEntries(routes)[name];
      expect(route && `${route.method} ${route.path}`, name).toBe(call);
    }
  });

  it('never lists the same method and path twice', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists a specific path before any parameterised path of the same method that would swallow it', () => {
    routes.forEach(([laterName, later], laterIndex) => {
      const samplePath = later.path.replace(/:[A-Za-z_]\w*/g, '1');
      routes.slice(0, laterIndex).forEach(([earlierName, earlier]) => {
        if (earlier.method !== later.method) return;
        expect(pathPattern(earlier.path).test(samplePath), `${earlierName} swallows ${laterName}`).toBe(false);
      });
    });
  });

  it.each(routes)('%s declares a params schema exactly when its path has parameters', (_name, route) => {
    const names = [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]);
    if (names.length === 0) {
      expect(route.params).toBeUndefined();
      return;
    }
    expect(route.params).toBeInstanceOf(z.ZodObject);
    if (route.params instanceof z.ZodObject) expect(Object.keys(route.params.shape).sort()).toEqual(names.sort());
  });

  it.each(routes)('%s sends no body on a GET', (_name, route) => {
    if (route.method === 'GET') expect(route.body).toBeUndefined();
  });

  it('keeps every analytics report for operators and every visitor call public', () => {
    const operatorOnly = routes.filter(([, route]) => route.access === 'operator').map(([, route]) => route.path);
    expect(operatorOnly.sort()).toEqual(
      routes
        .map(([, route]) => route.path)
        .filter((path) => path.startsWith('/api/analytics/'))
        .sort(),
    );
  });

  it('keeps every data-subject request and the audit log for admins', () => {
    const adminOnly = routes.filter(([, route]) => route.access === 'admin').map(([, route]) => route.path);
    expect(adminOnly.sort()).toEqual(
      routes
        .map(([, route]) => route.path)
        .filter((path) => path.startsWith('/api/admin/'))
        .sort(),
    );
  });

  it.each([
    ['markContinuedToOffers', {}],
    ['findEntryByIp', {}],
    ['updateClientInfo', undefined],
  ] as const)('%s accepts the empty body the site sends', (name, body) => {
    expect(apiRoutes[name].body.safeParse(body).success).toBe(true);
  });
});

describe('buildApiPath', () => {
  it.each([
    [apiRoutes.getEntry.path, { id: 12 }, '/api/waitlist/12'],
    [apiRoutes.setEntryStep.path, { id: '12', step: 16 }, '/api/waitlist/12/step/16'],
    [apiRoutes.saveSelectedOffers.path, { id: 7 }, '/api/waitlist/7/offers'],
    ['/api/waitlist/:id', { id: 'a/b?c' }, '/api/waitlist/a%2Fb%3Fc'],
  ])('fills %s with %j', (path, params, expected) => {
    expect(buildApiPath({ path, params })).toBe(expected);
  });

  it('leaves a path without parameters as it is', () => {
    expect(buildApiPath({ path: apiRoutes.trackVisit.path, params: {} })).toBe('/api/track-visit');
  });

  it('refuses to build a path with a parameter missing', () => {
    const path: string = '/api/waitlist/:id';
    expect(() => buildApiPath({ path, params: {} })).toThrow(':id');
  });
});
