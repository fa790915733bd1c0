// Which third parties each page may load. The CMS settings say which integrations exist; this table says
// where they run: only on visitor pages, each only on the pages that use it. The operator's dashboard answers
// on the origin where the admin's cookie reads and erases visitors' data, so it loads none, whatever the
// settings say, and so does any page not listed here (a new page starts with none). The layout loads what this
// allows and the page policy admits only that (page-policy.ts), so a page's CSP never admits a third party the
// page does not load. Keys are Astro route patterns (`Astro.routePattern`, `context.routePattern`).

export type Integration = 'tagManager' | 'referralWidget' | 'affiliatePixel' | 'adNetwork';

/** The landing pages sign visitors up: the referral widget launches after a signup. */
const landingPage: readonly Integration[] = ['tagManager', 'referralWidget'];
/** The offer steps confirm the lead to the affiliate with its pixel. */
const offerStep: readonly Integration[] = ['tagManager', 'affiliatePixel'];
const visitorPage: readonly Integration[] = ['tagManager'];

const integrationsByRoute: Readonly<Record<string, readonly Integration[]>> = {
  '/': landingPage,
  '/v2': landingPage,
  '/v3': landingPage,
  '/continue-registration': offerStep,
  '/v2/continue-registration': offerStep,
  '/v3/continue-registration': offerStep,
  '/continue-registration-2': offerStep,
  '/continue-registration/adq': [...offerStep, 'adNetwork'],
  '/thank-you': visitorPage,
  '/ebook-download': visitorPage,
  '/redirect': visitorPage,
  '/offer-landing/[slug]': visitorPage,
  '/404': visitorPage,
};

/** The integrations the page of this route may load; none for the dashboard and for any route not listed. */
export function integrationsOfRoute(routePattern: string): ReadonlySet<Integration> {
  return new Set(Object.hasOwn(integrationsByRoute, routePattern) ? integrationsByRoute[routePattern] : []);
}
