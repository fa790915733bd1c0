import { benefitKeys, signupModes } from '@seniorguide/content';
import type { Condition, Field } from 'payload';
import { collectionSlugs } from '../../slugs.ts';

// What one arm of a content experiment changes on its landing version, field by field; every field left empty
// shows the landing version as published. @seniorguide/content's contentOverridesSchema reads the same shape
// (checked in content-compatibility.ts), and checkExperiment refuses an override equal to the published value.

const benefitLabels: Record<(typeof benefitKeys)[number], string> = {
  prescriptions: 'Prescriptions',
  groceries: 'Groceries',
  bills: 'Bills',
  housing: 'Housing',
};

export function contentOverridesField({ condition }: { condition: Condition }): Field {
  return {
    name: 'overrides',
    type: 'group',
    label: 'What this arm changes',
    admin: {
      condition,
      description: 'Leave a field empty to show the landing version’s own. An arm that changes nothing is the control.',
    },
    fields: [
      { name: 'headline', type: 'text', maxLength: 200 },
      { name: 'subheadline', label: 'Sub-headline', type: 'text', maxLength: 400 },
      {
        name: 'buttonText',
        type: 'text',
        maxLength: 80,
        admin: { description: 'Both signup buttons: the hero’s and the closing one’s.' },
      },
      { name: 'heroImage', type: 'upload', relationTo: collectionSlugs.media },
      {
        name: 'benefitOrder',
        type: 'select',
        hasMany: true,
        options: benefitKeys.map((key) => ({ label: benefitLabels[key], value: key })),
        admin: { description: 'Each of the version’s benefits once, in the order to show them.' },
      },
      {
        name: 'faqOrder',
        label: 'FAQ order',
        type: 'number',
        hasMany: true,
        min: 1,
        maxRows: 30,
        admin: {
          description:
            'The questions by their place as published (1 = first), in the order to show them, e.g. 3, 1, 2.',
        },
      },
      {
        name: 'signupMode',
        type: 'select',
        options: signupModes.map((mode) => ({ label: mode === 'modal' ? 'Dialog' : 'Form on the page', value: mode })),
      },
    ],
  };
}
