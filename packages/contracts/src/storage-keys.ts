// Browser storage keys of the visitor's context. The values are the exact key names the product has always
// used, so visitors who come back keep their stored context.

/** Keys in `localStorage`: they outlive the tab. */
export const localStorageKeys = {
  /** The user context object (JSON): waitlistId, email, affiliateId, version, subId, s1–s3. */
  userContext: 'userContext',
  /** The tracking context object (JSON): affiliateId, subId, s1–s3, kept beside the query string. */
  trackingContext: 'trackingContext',
  /** The email the visitor signed up with; the thank-you page reads it after the query. */
  userEmail: 'userEmail',
  /** The entry id of the signup; session recovery tries it after the URL and the email. */
  waitlistId: 'waitlistId',
  /** The email that goes with `waitlistId`. */
  waitlistEmail: 'waitlistEmail',
  /** The affiliate id kept across a signup, so a later page without the parameter still credits it. */
  preservedAffiliateId: 'preservedAffiliateId',
  /** The landing experiment this browser's visit was counted in (JSON: id, version, since); the signup carries it. */
  landingExperiment: 'landingExperiment',
} as const;

/** Keys in `sessionStorage`: they end with the tab. */
export const sessionStorageKeys = {
  /** The email typed into the form; the thank-you page's last resort. */
  enteredEmail: 'enteredEmail',
  /** Set once the ebook download was tracked in this browser session. */
  ebookDownloadedSession: 'ebook_downloaded_session',
  /** Set once the page visit was tracked in this browser session. */
  sessionTracked: 'session_tracked',
  /** The campaign parameters of this session (JSON: utm_*, s4, s5, click ids), carried on every internal link. */
  campaignParams: 'campaignParams',
} as const;

/** Every key in one table, for code that only needs the name. */
export const storageKeys = { ...localStorageKeys, ...sessionStorageKeys } as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
