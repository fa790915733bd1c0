import { offerFlows } from '@seniorguide/content';
import type { Field } from 'payload';
import { selectOptions } from '../../fields/select-options.ts';

type OfferWithFlows = { flows?: string[] | null };

const showsIn = (flow: string) => (data: Partial<OfferWithFlows>) => Boolean(data.flows?.includes(flow));

export const flowFields: Field[] = [
  {
    name: 'flows',
    type: 'select',
    hasMany: true,
    required: true,
    options: selectOptions({ values: offerFlows, labels: { sequential: 'Sequential', list: 'List' } }),
    admin: {
      position: 'sidebar',
      description: 'Sequential: one offer per page (/continue-registration). List: /continue-registration-2.',
    },
  },
  {
    name: 'order',
    type: 'group',
    admin: { position: 'sidebar', description: 'Position in each flow, starting at 1.' },
    fields: [
      { name: 'sequential', type: 'number', min: 1, admin: { step: 1, condition: showsIn('sequential') } },
      { name: 'list', type: 'number', min: 1, admin: { step: 1, condition: showsIn('list') } },
    ],
  },
];
