// Browser protections for every CMS answer (the admin and its REST API), set in next.config.mjs.
// The admin is never framed (clickjacking): its live preview frames the site, never the other way round, so
// `frame-ancestors 'none'` costs nothing. Next.js and Payload bootstrap the admin with inline
// scripts and styles, so the CSP limits what those can never need (plugins, <base>, foreign form targets,
// framing) rather than script sources; SECURITY.md explains the trade.

const contentSecurityPolicy = [
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** @type {{ key: string; value: string }[]} */
export const cmsSecurityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

// Uploaded files (`/api/<collection>/file/<name>`) are another author's bytes on the CMS origin, where a signed-in
// admin's session can read every user: whatever a file holds, opened on its own it runs nothing and loads
// nothing (`sandbox` gives it an opaque origin with scripts off, `default-src 'none'` blocks every load), and
// its type is never sniffed. The site shows images by <img>, where this policy changes nothing.
export const uploadContentSecurityPolicy = "sandbox; default-src 'none'";

/** @type {{ key: string; value: string }[]} */
export const uploadFileHeaders = [
  { key: 'Content-Security-Policy', value: uploadContentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];
