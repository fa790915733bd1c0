import { collectionSlugs } from '../slugs.ts';

// A content experiment's preview shows one arm on its landing version's page: the query names the experiment
// and the arm (unsigned, like the tracking values: inside a valid preview they pick only a saved arm of a saved
// experiment). The arm asked for, else the first arm that changes something, so the admin's live preview opens
// on a change rather than on the control; the preview's banner switches between the arms.

type Data = Record<string, unknown>;

const changesSomething = (overrides: unknown) =>
  typeof overrides === 'object' &&
  overrides !== null &&
  Object.values(overrides).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== ''));

function firstChangingArm(data: Data): number {
  const rows = Array.isArray(data.variants) ? (data.variants as Data[]) : [];
  const changing = rows.find((row) => changesSomething(row.overrides));
  const arm = Number(changing?.version);
  return Number.isInteger(arm) && arm >= 1 ? arm : 1;
}

/** The query a preview of this document adds to its page's address: an experiment's arm, or nothing. */
export function previewArmQuery({
  collection,
  data,
  arm,
}: {
  collection?: string | undefined;
  data: Data;
  arm?: number | undefined;
}): Record<string, string> {
  if (collection !== collectionSlugs.experiments || data.id === undefined || data.id === null) return {};
  return { experiment: String(data.id as string | number), arm: String(arm ?? firstChangingArm(data)) };
}
