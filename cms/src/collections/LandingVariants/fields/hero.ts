import type { Field } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';
import { textField, textareaField } from '../../../fields/text.ts';

export const heroFields: Field[] = [
  {
    name: 'hero',
    type: 'group',
    fields: [
      textField({ name: 'eyebrow', description: 'Short line above the title, e.g. "Free 2025 Edition".' }),
      textField({ name: 'title' }),
      textareaField({ name: 'subtitle' }),
      textField({ name: 'ctaLabel', label: 'Button label', description: 'Opens the signup (modal versions).' }),
      textField({ name: 'trustNote', description: 'Small reassurance under the button.' }),
      { name: 'image', type: 'upload', relationTo: collectionSlugs.media },
    ],
  },
  {
    name: 'brands',
    type: 'group',
    label: 'Brands featured',
    fields: [
      textField({ name: 'heading' }),
      {
        name: 'logos',
        type: 'array',
        minRows: 4,
        maxRows: 4,
        required: true,
        fields: [
          textField({ name: 'name' }),
          { name: 'logo', type: 'upload', relationTo: collectionSlugs.media, required: true },
        ],
      },
    ],
  },
];
