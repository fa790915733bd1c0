import type { Field } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';
import { textField, textareaField } from '../../../fields/text.ts';

export const signupFields: Field[] = [
  {
    name: 'signupModal',
    type: 'group',
    label: 'Signup form',
    fields: [
      textField({ name: 'title', description: 'The modal title, e.g. "Senior Savings Guide Signup".' }),
      textareaField({ name: 'intro' }),
      textField({ name: 'emailLabel' }),
      textField({ name: 'emailPlaceholder' }),
      textField({ name: 'submitLabel' }),
      textField({ name: 'pendingLabel', description: 'Shown on the button while the email is checked.' }),
      textareaField({ name: 'privacyNote' }),
      textField({ name: 'closeLabel' }),
      textField({ name: 'invalidEmailMessage' }),
      textField({ name: 'successToastTitle' }),
      textField({ name: 'successToastMessage' }),
      textField({ name: 'errorToastTitle' }),
      textField({ name: 'errorFallbackMessage', description: 'Shown when the server gives no message.' }),
    ],
  },
  {
    name: 'inlineSuccess',
    type: 'group',
    label: 'Inline signup success',
    admin: { description: 'What the on-page signup shows after a successful signup.' },
    fields: [
      textField({ name: 'title' }),
      textareaField({ name: 'message' }),
      textField({ name: 'giftCardTitle' }),
      textareaField({ name: 'giftCardText' }),
      { name: 'giftCardImage', type: 'upload', relationTo: collectionSlugs.media },
      textField({ name: 'resetLabel', description: 'Clears the form for another person.' }),
    ],
  },
  {
    name: 'seo',
    type: 'group',
    label: 'Search and sharing',
    fields: [textField({ name: 'title' }), textareaField({ name: 'description' })],
  },
];
