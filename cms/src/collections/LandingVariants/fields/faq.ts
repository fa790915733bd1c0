import type { Field } from 'payload';
import { textField, textareaField } from '../../../fields/text.ts';

export const faqFields: Field[] = [
  {
    name: 'faq',
    type: 'group',
    label: 'FAQ',
    fields: [
      textField({ name: 'heading' }),
      {
        name: 'items',
        type: 'array',
        minRows: 1,
        required: true,
        fields: [textField({ name: 'question' }), textareaField({ name: 'answer' })],
      },
    ],
  },
  {
    name: 'cta',
    type: 'group',
    label: 'Call to action',
    fields: [
      textField({ name: 'heading' }),
      textareaField({ name: 'text' }),
      textField({ name: 'buttonLabel' }),
      textField({ name: 'note' }),
    ],
  },
];
