import {
  checkTrafficParamName,
  trafficFieldLabels,
  trafficParamNameMaxLength,
  type TrafficSourceField,
} from '@seniorguide/content';
import { CAMPAIGN_PARAM_ALIASES, TRACKING_PARAM_ALIASES } from '@seniorguide/funnel';
import type { Field, TextField } from 'payload';

// One text field per value a source can send under its own URL parameter name, laid out in rows as a
// marketer reads a network's link: who sent the visitor, then the sub ids, then the campaign.

const fieldTexts: Record<TrafficSourceField, { label: string; placeholder: string }> = {
  affiliateId: { label: 'Affiliate id', placeholder: 'e.g. pub_id' },
  subId: { label: 'Sub id', placeholder: 'e.g. pub_sub' },
  clickid: { label: 'Click id', placeholder: 'e.g. tid' },
  s1: { label: 's1', placeholder: '' },
  s2: { label: 's2', placeholder: '' },
  s3: { label: 's3', placeholder: '' },
  s4: { label: 's4', placeholder: '' },
  s5: { label: 's5', placeholder: '' },
  utm_source: { label: 'utm_source', placeholder: '' },
  utm_medium: { label: 'utm_medium', placeholder: '' },
  utm_campaign: { label: 'utm_campaign', placeholder: '' },
  utm_content: { label: 'utm_content', placeholder: '' },
  utm_term: { label: 'utm_term', placeholder: '' },
};

type Siblings = Partial<Record<TrafficSourceField, string | null>>;

/** A name entered for two values of one source would fill both from the same parameter. */
export function sameSourceClash({
  field,
  name,
  siblings,
}: {
  field: TrafficSourceField;
  name: string;
  siblings: Siblings | undefined;
}): string | null {
  const other = (Object.keys(fieldTexts) as TrafficSourceField[]).find(
    (candidate) => candidate !== field && siblings?.[candidate] === name,
  );
  return other ? `${name} is already this source's parameter for ${trafficFieldLabels[other]}.` : null;
}

function parameterField(field: TrafficSourceField): TextField {
  const { label, placeholder } = fieldTexts[field];
  return {
    name: field,
    type: 'text',
    label,
    maxLength: trafficParamNameMaxLength,
    validate: (value: string | null | undefined, { siblingData }: { siblingData?: Siblings }) => {
      const checked = checkTrafficParamName({ field, name: value });
      if (checked !== true || !value) return checked;
      return sameSourceClash({ field, name: value, siblings: siblingData }) ?? true;
    },
    admin: { width: '33%', ...(placeholder ? { placeholder } : {}) },
  };
}

const usualNames = [...new Set(Object.values({ ...TRACKING_PARAM_ALIASES, ...CAMPAIGN_PARAM_ALIASES }).flat())].join(
  ', ',
);

const row = (fields: TrafficSourceField[]): Field => ({ type: 'row', fields: fields.map(parameterField) });

export const parameterFields: Field = {
  name: 'parameters',
  type: 'group',
  label: 'URL parameter names',
  admin: {
    description:
      "For each value this source's links carry, the parameter name they carry it under (exactly as in the link, e.g. acme_pub in ?acme_pub=123). " +
      `Leave a value empty when the source does not send it. These names are always read: ${usualNames}.`,
  },
  fields: [
    row(['affiliateId', 'subId', 'clickid']),
    row(['s1', 's2', 's3']),
    row(['s4', 's5']),
    row(['utm_source', 'utm_medium', 'utm_campaign']),
    row(['utm_content', 'utm_term']),
  ],
};
