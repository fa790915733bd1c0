import type { WaitlistEntryView } from '@seniorguide/contracts';
import type { RecoveryLookup } from '@seniorguide/funnel';

// The four lookups of session recovery, behind one narrow port so the order can be tested without a
// tracker. Each answers the entry or null ("not here, try the next"); anything else throws.

export type EntryLookups = {
  getEntry: (id: number) => Promise<WaitlistEntryView | null>;
  findByEmail: (email: string) => Promise<WaitlistEntryView | null>;
  findByIp: () => Promise<WaitlistEntryView | null>;
};

export function runLookup({ lookup, lookups }: { lookup: RecoveryLookup; lookups: EntryLookups }) {
  switch (lookup.kind) {
    case 'urlId':
    case 'storedId':
      return lookups.getEntry(lookup.id);
    case 'email':
      return lookups.findByEmail(lookup.email);
    case 'ip':
      return lookups.findByIp();
  }
}

export type RecoveryResult = { entry: WaitlistEntryView; foundBy: RecoveryLookup['kind'] } | null;

/** Tries each lookup of the plan in order and stops at the first entry; null when none finds one. */
export async function findEntry({
  plan,
  lookups,
}: {
  plan: readonly RecoveryLookup[];
  lookups: EntryLookups;
}): Promise<RecoveryResult> {
  for (const lookup of plan) {
    const entry = await runLookup({ lookup, lookups });
    if (entry) return { entry, foundBy: lookup.kind };
  }
  return null;
}
