import type { Field } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';
import { figureField } from '../../../fields/figure.ts';
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
            options: [
              { label: 'Prescription savings', value: 'prescriptions' },
              { label: 'Grocery and meal deals', value: 'groceries' },
              { label: 'Lower bills', value: 'bills' },
              { label: 'Housing help', value: 'housing' },
            ],
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
