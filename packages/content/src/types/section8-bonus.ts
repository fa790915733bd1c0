import type { Drafted, GlobalMeta } from './document.ts';

export type Section8Bonus = GlobalMeta &
  Drafted & {
    title: string;
    rentText: string;
    savingsText: string;
    buttonLabel: string;
    loadingLabel: string;
    downloadPageButtonLabel: string;
    downloadPageLoadingLabel: string;
    partnerOfferId: string;
    affiliateId: string;
    /**
     * The partner link; `{offerId}`, `{affiliateId}`, `{subId}` and `{email}` are replaced
     * (each value URL-encoded) when the visitor clicks.
     */
    linkTemplate: string;
  };
