import type { ConversionReviewReason } from '@seniorguide/contracts';

// The words of the held-conversions review panel. The signals and their weights: tracker/README.md, "Held conversions".

export const reasonLabels: Record<ConversionReviewReason, string> = {
  instant_signup: 'Signed up within 3 s of landing',
  no_landing: 'No page visit before the signup',
  instant_accept: 'Accepted within 2 s of the offer',
  automation_agent: 'Automation browser',
  no_accept_language: 'Browser sent no language',
  network_burst: 'Burst from one network',
  placement_burst: 'Burst from one placement',
  repeated_agent: 'One browser repeated on one network',
  sub_id_burst: 'Burst on one sub id',
  sub_id_rate: 'Sub id converts far above its affiliate',
  signup_held: 'Its signup is held',
};

export const reviewTexts = {
  title: 'Held conversions (review)',
  note: 'Signups and offer acceptances whose suspicion score reached the threshold set in the CMS (Postbacks). They are left out of the paid figures above and their postbacks wait until you decide. Approve to count them and send their postbacks once; reject to keep them out for good.',
  loading: 'Loading held conversions…',
  loadFailed: 'The held conversions could not be loaded.',
  none: 'Nothing is held for review.',
  byAffiliateTitle: 'Held by affiliate and reason',
  byAffiliateLabel: 'Held conversions by affiliate',
  listTitle: 'Newest held conversions',
  listLabel: 'Held conversions',
  moreThanListed: (total: number, limit: number) =>
    `${total} are held; the newest ${limit} are listed. Decide these to see the rest.`,
  direct: 'direct',
  signup: 'Signup',
  offer: (offerId: string | null) => `Offer ${offerId ?? ''}`.trim(),
  selectAll: 'Select all listed',
  select: (label: string) => `Select ${label}`,
  approve: 'Approve',
  reject: 'Reject',
  approveSelected: (count: number) => `Approve selected (${count})`,
  rejectSelected: (count: number) => `Reject selected (${count})`,
  working: 'Saving the decision…',
  approved: (count: number) =>
    `Approved ${count} ${count === 1 ? 'conversion' : 'conversions'}: counted in the figures, postbacks on their way.`,
  rejected: (count: number) =>
    `Rejected ${count} ${count === 1 ? 'conversion' : 'conversions'}: kept out of the figures, no postback sent.`,
  nothingDecided: 'Those were already decided; nothing changed.',
} as const;
