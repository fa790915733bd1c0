import type { GlobalConfig, GlobalBeforeChangeHook } from 'payload';
import { isMarketerOrAdmin } from '../../access/index.ts';
import { hasRole } from '../../access/roles.ts';
import { holdsTrackerKey } from '../../access/tracker-key.ts';
import { env } from '../../env.ts';
import { globalSlugs } from '../../slugs.ts';

// How each flow orders its offers: "fixed order" (the offers' own order, as the marketer set it) or "by
// earnings", where the tracker chooses each visitor's order by what the offers earn at each position and keeps
// a share of visitors on the fixed order, so the dashboard can compare the two as a running experiment. The
// moment a flow is switched to "by earnings" is kept (`…Since`): the comparison counts from there. Marketers
// edit; operators read; the tracker reads with its key.

const flows = [
  { name: 'sequential', label: 'Sequential flow (one offer a page)' },
  { name: 'list', label: 'List flow (every offer on one page)' },
] as const;

export const offerOrderModes = [
  { label: 'Fixed order', value: 'fixed' },
  { label: 'By earnings', value: 'earnings' },
] as const;

type OrderData = Partial<Record<string, unknown>>;

/** A flow switched to "by earnings" starts a new comparison; switched back, it keeps the last start for the record. */
const recordSince: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const before = (originalDoc ?? {}) as OrderData;
  const next = { ...(data as OrderData) };
  for (const { name } of flows) {
    if (next[name] === 'earnings' && before[name] !== 'earnings') next[`${name}Since`] = new Date().toISOString();
  }
  return next;
};

export const OfferOrder: GlobalConfig = {
  slug: globalSlugs.offerOrder,
  label: 'Offer order',
  admin: {
    group: 'Settings',
    description:
      'How each flow orders its offers. "By earnings" shows each visitor the order expected to earn the most (a share of visitors keeps the fixed order, to compare); an offer keeps its disclaimer wherever it is shown.',
  },
  access: {
    read: ({ req }) =>
      hasRole({ user: req.user, roles: ['admin', 'marketer', 'operator'] }) ||
      holdsTrackerKey(req, env.CMS_POSTBACK_READ_KEY),
    update: isMarketerOrAdmin,
  },
  hooks: { beforeChange: [recordSince] },
  fields: flows.flatMap(({ name, label }) => [
    {
      name,
      type: 'select' as const,
      label,
      required: true,
      defaultValue: 'fixed',
      options: offerOrderModes.map((mode) => ({ ...mode })),
    },
    {
      name: `${name}Since`,
      type: 'date' as const,
      label: `${label}: by earnings since`,
      admin: { readOnly: true, description: 'Set when the flow is switched to "by earnings".' },
    },
  ]),
};
