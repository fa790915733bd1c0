import { createHmac } from 'node:crypto';

// The optional signature of a postback: `X-Signature: sha256=<hex>`, the HMAC-SHA256 with the affiliate's
// secret of `<X-Signature-Timestamp>.<the exact URL called>`. The receiver recomputes it over the URL it was
// called with and the timestamp header, compares in constant time, and refuses old timestamps (replays).

export const signatureHeader = 'X-Signature';
export const signatureTimestampHeader = 'X-Signature-Timestamp';

export function signPostback({ url, timestamp, secret }: { url: string; timestamp: number; secret: string }): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${url}`).digest('hex')}`;
}

export function signatureHeaders({
  url,
  timestamp,
  secret,
}: {
  url: string;
  timestamp: number;
  secret: string | null;
}): Record<string, string> {
  if (!secret) return {};
  return { [signatureHeader]: signPostback({ url, timestamp, secret }), [signatureTimestampHeader]: String(timestamp) };
}
