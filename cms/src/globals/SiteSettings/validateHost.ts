/** A bare host name such as `track.partner.com` (no scheme, path or port). */
export function validateHost(value: string | null | undefined): true | string {
  if (value && /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/i.test(value)) return true;
  return 'Enter a host name only, like track.partner.com (no https:// and no path).';
}
