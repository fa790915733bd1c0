import type { GroupField } from 'payload';

/** A marketing number with the words that follow it, e.g. "175+" and "senior discounts". */
export function figureField({ name, label }: { name: string; label: string }): GroupField {
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'value', type: 'text', required: true, admin: { width: '30%' } },
          { name: 'label', type: 'text', required: true, admin: { width: '70%' } },
        ],
      },
    ],
  };
}
