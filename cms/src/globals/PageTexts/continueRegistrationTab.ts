import type { Tab } from 'payload';
import { textFields, textareaField, textField } from '../../fields/text.ts';

export const continueRegistrationTab: Tab = {
  name: 'continueRegistration',
  label: 'Continue registration',
  fields: [
    {
      name: 'sequential',
      type: 'group',
      label: 'One offer per page (/continue-registration)',
      fields: [
        textField({ name: 'heading', description: 'Shown above the first offer.' }),
        textareaField({ name: 'intro' }),
        textField({ name: 'loadingMessage' }),
        textField({ name: 'progressLabel', description: 'E.g. "Offer {current} of {total}".' }),
        textField({ name: 'declineLabel' }),
        textField({ name: 'completingMessage' }),
      ],
    },
    {
      name: 'list',
      type: 'group',
      label: 'Selectable list (/continue-registration-2)',
      fields: [
        textField({ name: 'heading' }),
        textareaField({ name: 'intro' }),
        ...textFields(['selectedLabel', 'privacyNote', 'privacyText', 'noThanksLabel', 'processingLabel']),
      ],
    },
    {
      name: 'sessionErrors',
      type: 'group',
      label: 'Session errors',
      fields: textFields(['notFound', 'recoveryFailed', 'listRecoveryFailed']),
    },
  ],
};
