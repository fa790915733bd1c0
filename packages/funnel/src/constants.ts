// The product's business constants and limits (delays, sizes, caps), named with their units.

// Delays and timeouts
export const SESSION_ERROR_REDIRECT_MS = 3000;
export const WIDGET_RETRY_MS = 2000;
export const AD_TIMEOUT_MS = 6000;
export const AD_ELEMENT_CHECK_MS = 3000;
export const AD_LOAD_FAILURE_REDIRECT_MS = 1000;
export const INLINE_COMPLETION_MS = 3000;
export const REDIRECT_COUNTDOWN_S = 4;
export const ERROR_TOAST_MS = 10_000;
export const OBSERVER_STOP_MS = 5000;
/** The ad screen's fix routine runs at these delays after load (and 100 ms after each content change). */
export const FIX_ROUTINE_DELAYS_MS = [100, 200, 500, 1000] as const;
export const FIX_ROUTINE_AFTER_CHANGE_MS = 100;

/** The thank-you page's follow-up call carries a random whole number in this range, both ends included. */
export const FOLLOW_UP_RANDOM_MIN = 3;
export const FOLLOW_UP_RANDOM_MAX = 10;

// Analytics
export const ANALYTICS_TIMEZONE = 'America/New_York';
export const FUNNEL_MAX_OFFERS = 7;
export const SUMMARY_MAX_OFFERS = 6;
export const PERCENTAGE_DECIMALS = 1;
export const BAR_PERCENTAGE_CAP = 100;

// Offers and partners
export const OFFERS_PER_FLOW = 7;
export const SECTION_8_PARTNER_OFFER_ID = '6252';
export const SECTION_8_PARTNER_AFFILIATE_ID = '555';
/** The affiliate label used in tracking when the visitor came without an affiliate id. */
export const DEFAULT_AFFILIATE_LABEL = 'direct';
export const THANK_YOU_DEFAULT_SUB_ID = 'ONB_EBK';

// Delivery
export const EBOOK_PDF_PATH = '/assets/downloads/senior-benefits-guide.pdf';
