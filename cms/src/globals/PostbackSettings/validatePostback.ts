import { checkTemplate } from '@seniorguide/postbacks';

// Save-time rules of a postback template (the same rules the tracker applies again when it sends):
// known macros only, none in the host, and a public https: host (SSRF rules of @seniorguide/postbacks).

type Sibling = { enabled?: boolean | null } | undefined;

/** Payload validation: required when the postback is switched on; anything entered must pass the rules. */
export function validatePostbackTemplate({ allowLoopbackHttp }: { allowLoopbackHttp: boolean }) {
  return (value: string | null | undefined, { siblingData }: { siblingData?: Sibling }): true | string => {
    const template = value?.trim() ?? '';
    if (template === '') return siblingData?.enabled ? 'Enter the postback URL, or switch this postback off.' : true;
    const check = checkTemplate(template, { allowLoopbackHttp });
    return check.ok || check.message;
  };
}

/** Affiliate ids are listed once: a second entry for the same affiliate would be ambiguous. */
export function validateAffiliateIds(rows: unknown): true | string {
  if (!Array.isArray(rows)) return true;
  const ids = rows.map((row: unknown) =>
    typeof row === 'object' && row !== null && 'affiliateId' in row ? String(row.affiliateId).trim() : '',
  );
  const repeated = ids.find((id, index) => id !== '' && ids.indexOf(id) !== index);
  return repeated ? `The affiliate ${repeated} is listed twice; keep one entry per affiliate.` : true;
}
