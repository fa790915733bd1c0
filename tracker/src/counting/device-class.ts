// The device class of a user agent, by a documented rule rather than a full parser: reports need three
// buckets, and these markers are the ones browsers have sent for a decade (Android tablets drop "Mobile";
// Apple tablets say "iPad"). iPadOS 13+ in desktop mode sends a Mac agent and is counted as a desktop,
// which no server-side rule can tell apart.

import type { DeviceClass } from './records.ts';

export { deviceClasses, type DeviceClass } from './records.ts';

const tabletPattern = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const phonePattern = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i;

export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return 'desktop';
  if (tabletPattern.test(userAgent)) return 'tablet';
  if (phonePattern.test(userAgent)) return 'phone';
  return 'desktop';
}
