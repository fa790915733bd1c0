import type { ServerResponse } from 'node:http';

// Browser protections on every answer of the visitor origin except `/api/*` (the tracker sends its own).
// Pages get their Content-Security-Policy from Astro (astro.config.mjs: hashes of the inline scripts, the
// configured integrations' origins); Astro's header replaces the fallback set here, which covers static
// files and anything else that renders no page: it may load nothing and be framed by nobody.
// HSTS is the edge's (deploy/Caddyfile): this server speaks plain HTTP behind it.

export const fallbackContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const headers: Record<string, string> = {
  'Content-Security-Policy': fallbackContentSecurityPolicy,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function setSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}
