// Seed partner links point at example hosts; marketers replace them with the real network's links in the CMS.
export const seedPartnerHosts = ['track.partner-network.example', 'offers.benefits-partner.example'] as const;

export const seedAffiliateAccountId = '555';

/** A tracking link with offer and affiliate fixed, ending in the empty `subid=` the funnel fills in. */
export function buildSeedTrackingLink({ offerid, host = seedPartnerHosts[0] }: { offerid: string; host?: string }) {
  return `https://${host}/click?offer_id=${offerid}&aff_id=${seedAffiliateAccountId}&subid=`;
}

export const fallbackSourceLine = 'Source: Industry Research, 2024';

export const governmentNotice =
  'This is a private service and is not affiliated with the government or any government agency.';

export const medicareMarketerDisclaimer =
  'This is a solicitation by a third-party marketer and licensed insurance agency, not a government agency. ' +
  'We do not offer every plan available in your area; please contact Medicare.gov or 1-800-MEDICARE (TTY 711) ' +
  'for information on all of your options. Not connected with or endorsed by the U.S. government or the federal Medicare program.';
