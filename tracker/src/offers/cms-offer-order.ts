import { z } from 'zod';
import { keptKeyedCmsSetting, type KeyedCmsSettingOptions } from './cms-settings-read.ts';

// How each flow orders its offers, from the CMS's Offer order global (read with the tracker's key, like the
// prices): "fixed" or "earnings", and since when a flow is "by earnings" (the start of its comparison with the
// fixed order). A visitor never waits for the CMS once the setting was read: past 30 s one read starts in the
// background; before the first read, and while the CMS cannot answer, every flow keeps the fixed order.

const offerOrderPath = '/api/globals/offer-order?depth=0';

export type OfferOrderMode = 'fixed' | 'earnings';
export type FlowOrderSetting = { mode: OfferOrderMode; since: number };
export type OfferOrderSettings = { sequential: FlowOrderSetting; list: FlowOrderSetting };

export const fixedOrderEverywhere: OfferOrderSettings = {
  sequential: { mode: 'fixed', since: 0 },
  list: { mode: 'fixed', since: 0 },
};

/** The setting in force; the fixed order until one was read. */
export type OfferOrderSource = () => Promise<OfferOrderSettings>;

export const alwaysFixedOrder: OfferOrderSource = async () => fixedOrderEverywhere;

const modeSchema = z.enum(['fixed', 'earnings']).catch('fixed');
const sinceSchema = z
  .string()
  .nullish()
  .transform((value) => (value ? Date.parse(value) : Number.NaN))
  .transform((at) => (Number.isNaN(at) ? 0 : at));

const settingsSchema = z
  .object({ sequential: modeSchema, sequentialSince: sinceSchema, list: modeSchema, listSince: sinceSchema })
  .transform(
    ({ sequential, sequentialSince, list, listSince }): OfferOrderSettings => ({
      sequential: { mode: sequential, since: sequentialSince },
      list: { mode: list, since: listSince },
    }),
  );

export function createCmsOfferOrder(options: KeyedCmsSettingOptions): OfferOrderSource {
  return keptKeyedCmsSetting(options, {
    read: async (readJson) => settingsSchema.parse(await readJson(offerOrderPath)),
    fallback: fixedOrderEverywhere,
  });
}
