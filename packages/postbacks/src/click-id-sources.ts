// Where a postback's {clickid} comes from: `auto` (the network's click id, else the ad platforms' in a fixed
// order), or one named field of the visit's first touch. The CMS offers these and the tracker reads them.
export const clickIdSources = [
  'auto',
  'clickid',
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'ttclid',
  'li_fat_id',
  'subid',
  's1',
  's2',
  's3',
  's4',
  's5',
] as const;

export type ClickIdSource = (typeof clickIdSources)[number];
