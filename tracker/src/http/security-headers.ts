import helmet from 'helmet';

// The tracker answers JSON (and one plain unsubscribe page), never a document that loads anything, so it
// sends the headers OWASP's REST Security Cheat Sheet lists for APIs rather than helmet's set for web
// pages: nothing may load or frame the answer, browsers must not sniff it, and it stays on this origin.
// Helmet's page-only headers (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, and the legacy
// X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) would cost every call and protect none.

export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        // The unsubscribe page's one inline style attribute.
        styleSrc: ["'unsafe-inline'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: { policy: 'no-referrer' },
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
