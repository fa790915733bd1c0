import type { Field } from 'payload';

type OfferWithFlows = { flows?: string[] | null };

const showsIn = (flow: string) => (data: Partial<OfferWithFlows>) => Boolean(data.flows?.includes(flow));

export const flowFields: Field[] = [
  {
    name: 'flows',
    type: 'select',
    hasMany: true,
    required: true,
    options: [
      { label: 'Sequential (one offer per page)', value: 'sequential' },
      { label: 'List (/continue-registration-2)', value: 'list' },
    ],
    admin: { position: 'sidebar', description: 'Which flows show this offer.' },
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
