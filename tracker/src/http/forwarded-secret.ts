import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { TrustProxySetting } from '../trust-proxy.ts';

// Who may tell the tracker a client's address. Every per-address limit and the by-ip lookup key on `req.ip`,
// which Express reads from X-Forwarded-For for the hops TRACKER_TRUST_PROXY trusts. Trusting loopback alone
// let any process on the machine (or anything that reaches the port through a local relay) choose its address,
// so the tracker's proxy also proves itself: it sends TRACKER_FORWARDED_SECRET in X-Forwarded-Secret (the site's
// /api forwarder does, with SITE_TRACKER_FORWARDED_SECRET; the production edge does, deploy/Caddyfile). A
// request without the secret has its X-Forwarded-* headers removed before anything reads them, so it is keyed
// on its own socket address. Without a secret configured, a trust setting that names proxies by address (the
// default `loopback`) believes no header at all; a hop count (containers behind an edge that replaces the
// header, on a private network) is believed as before.

export const forwardedSecretHeader = 'x-forwarded-secret';

const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

const digest = (value: string) => createHash('sha256').update(value).digest();

export function believeForwardedOnlyFromProxy({
  secret,
  trustProxy,
}: {
  secret: string | undefined;
  trustProxy: TrustProxySetting;
}): RequestHandler {
  const expected = secret ? digest(secret) : null;
  const forget = (headers: Record<string, unknown>) => {
    for (const name of forwardedHeaders) delete headers[name];
  };
  return (req, _res, next) => {
    const sent = req.headers[forwardedSecretHeader];
    // Never passed on or logged: it only proves where this request came from.
    delete req.headers[forwardedSecretHeader];
    if (expected) {
      // Hashing both sides gives equal lengths, so the comparison takes the same time whatever was sent.
      if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) forget(req.headers);
    } else if (typeof trustProxy === 'string') {
      forget(req.headers);
    }
    next();
  };
}
