/** A partner link the funnel can append a sub id to: absolute http(s), ending in an empty `subid=`. */
export function validateTrackingLink(value: string | null | undefined): true | string {
  if (!value) return 'Add the partner tracking link.';
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    return 'The tracking link must be a full web address starting with https://.';
  }
  if (!/[?&]subid=$/i.test(value)) {
    return 'The tracking link must end with an empty subid parameter ("...&subid=") so the visitor\'s sub id can be added.';
  }
  return true;
}
