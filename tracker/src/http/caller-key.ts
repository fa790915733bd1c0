import { ipKeyGenerator } from 'express-rate-limit';

// The one caller every per-address limit of the tracker counts (the request limits, the sign-in limit, the
// per-caller mail cap, the error-report budget). An IPv4 address is one caller. An IPv6 caller is its /56: an
// ISP delegates a /56 (256 /64 networks) to one subscriber (RIPE-690 recommends it for homes), whose devices
// pick new privacy addresses within it at will, so a limit on the full address is one a single home can
// multiply without end. An IPv4-mapped IPv6 address counts as its IPv4 address. express-rate-limit's key
// generator does the parsing and masking.

export const ipv6SubscriberPrefixLength = 56;

export function callerKeyOf(ip: string | null | undefined): string {
  return ip ? ipKeyGenerator(ip, ipv6SubscriberPrefixLength) : 'unknown';
}
