import { createHmac } from 'node:crypto';

// The suppression list (opt-outs) must outlive everything else about a person, so it keeps a keyed hash of the
// address, never the address: enough to refuse a mail to it, useless to anyone without TRACKER_SECRET.

export type SuppressionKeyer = (email: string) => string;

export function createSuppressionKeyer(secret: string): SuppressionKeyer {
  return (email) => `k1:${createHmac('sha256', secret).update(`suppression:${email}`).digest('base64url')}`;
}
