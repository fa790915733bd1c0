import { benefitKeys } from '@seniorguide/content';
import type { Field } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';
import { figureField } from '../../../fields/figure.ts';
import { selectOptions } from '../../../fields/select-options.ts';
import { textField, textareaField } from '../../../fields/text.ts';

export const benefitsFields: Field[] = [
  {
    name: 'benefits',
    type: 'group',
    fields: [
      textField({ name: 'heading' }),
      textareaField({ name: 'intro' }),
      {
        name: 'items',
        type: 'array',
        minRows: 4,
        maxRows: 4,
        required: true,
        fields: [
          {
            name: 'key',
            type: 'select',
            required: true,
            options: selectOptions({
              values: benefitKeys,
              labels: {
                prescriptions: 'Prescription savings',
                groceries: 'Grocery and meal deals',
                bills: 'Lower bills',
                housing: 'Housing help',
              },
            }),
          },
          textField({ name: 'title' }),
          textareaField({ name: 'description' }),
          { name: 'icon', type: 'upload', relationTo: collectionSlugs.media, required: true },
        ],
      },
    ],
  },
  {
    name: 'figures',
    type: 'group',
    label: 'Marketing figures',
    fields: [
      figureField({ name: 'discounts', label: 'Discounts in the guide' }),
      figureField({ name: 'yearlySavings', label: 'Yearly savings' }),
      figureField({ name: 'seniorsHelped', label: 'Seniors who downloaded' }),
      figureField({ name: 'seniorsSubscribed', label: 'Seniors who read our tips' }),
    ],
  },
];
