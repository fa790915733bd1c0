import type { ArrayField, Field, FieldAccess } from 'payload';
import { hasRole } from '../access/roles.ts';
import { holdsTrackerKey } from '../access/tracker-key.ts';

// Money the business earns or pays, kept as PERIODS: each row says from when an amount holds, so a change adds a
// row instead of rewriting the past, and the tracker counts every conversion at the amount in force when it
// happened. Amounts are in dollars with at most two decimals (the tracker counts whole cents). Reports add every
// amount up in one currency, so US dollars is the only one offered until exchange rates exist.

export const priceCurrencies = ['USD'] as const;

/** Staff read prices in the admin and over REST; the tracker reads them with its key; anonymous readers never. */
export function staffOrTrackerReads(readKey: string | undefined): FieldAccess {
  return ({ req }) =>
    hasRole({ user: req.user, roles: ['admin', 'marketer', 'operator'] }) || holdsTrackerKey(req, readKey);
}

/** Whole cents, not negative, at most one million dollars. Empty is allowed where the amount is optional. */
export function validateAmount(value: number | null | undefined): true | string {
  if (value === null || value === undefined) return true;
  if (!Number.isFinite(value) || value < 0 || value > 1_000_000) return 'Enter an amount from 0 to 1,000,000.';
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? true : 'Use at most two decimals (whole cents).';
}

/** Every period starts at a different moment: two rows for the same start would leave the price in doubt. */
export function validateDistinctStarts(rows: unknown): true | string {
  if (!Array.isArray(rows)) return true;
  const starts = rows.map((row) => new Date(String((row as { effectiveFrom?: unknown }).effectiveFrom)).getTime());
  return new Set(starts).size === starts.length ? true : 'Two periods start at the same moment: change one of them.';
}

export function amountField(name: string, label: string, required = true): Field {
  return {
    name,
    type: 'number',
    label,
    required,
    min: 0,
    admin: { step: 0.01 },
    validate: validateAmount,
  };
}

/** An array of price periods: from when, in which currency, and the amounts given. */
export function pricePeriodsField({
  name,
  label,
  description,
  amounts,
  access,
}: {
  name: string;
  label: string;
  description: string;
  amounts: Field[];
  access?: ArrayField['access'];
}): ArrayField {
  return {
    name,
    type: 'array',
    label,
    labels: { singular: 'Period', plural: 'Periods' },
    admin: { description, initCollapsed: false },
    validate: validateDistinctStarts,
    ...(access ? { access } : {}),
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'effectiveFrom',
            type: 'date',
            label: 'In force from',
            required: true,
            admin: { date: { pickerAppearance: 'dayAndTime' } },
          },
          {
            name: 'currency',
            type: 'select',
            required: true,
            defaultValue: 'USD',
            options: priceCurrencies.map((value) => ({ label: value, value })),
          },
          ...amounts,
        ],
      },
    ],
  };
}
