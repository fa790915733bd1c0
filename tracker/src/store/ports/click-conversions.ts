import type { ClickConversion, ClickConversionQuery } from '../click-conversions.ts';

// The conversions for the ad platforms' files. Contract: test/click-conversions-store.test.ts.

export type ClickConversionsPort = {
  /**
   * Signups of the range (entries created in it) and offers first accepted in it, of entries that carry one
   * of the click ids; bots and erased entries are left out. Ordered by time, entry id, then offer id.
   */
  listClickConversions(query: ClickConversionQuery): Promise<ClickConversion[]>;
};
