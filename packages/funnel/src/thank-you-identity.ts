import { readLastValue, toSearchParams, type SearchInput } from './search-params.ts';
import { parseEmail, parseEntryId } from './validation.ts';

// Who the thank-you page is for, as its load sequence finds them.

export type ThankYouIdentity = { email: string | null; id: number | null };

const EMAIL_PARAM_NAMES = ['email', 'e'] as const;
const ID_PARAM_NAMES = ['id', 'userId', 'uid'] as const;

function firstEmail(candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const email = parseEmail(candidate);
    if (email !== null) return email;
  }
  return null;
}

/**
 * The email from the query (`email`, then `e`), else local storage `userEmail`, else session storage
 * `enteredEmail`; the id from the query (`id`, then `userId`, then `uid`). A source holding a placeholder or an
 * invalid value is passed over for the next.
 */
export function readThankYouIdentity({
  search,
  storedUserEmail,
  enteredEmail,
}: {
  search: SearchInput;
  storedUserEmail: string | null | undefined;
  enteredEmail: string | null | undefined;
}): ThankYouIdentity {
  const params = toSearchParams(search);
  const fromQuery = EMAIL_PARAM_NAMES.map((name) => readLastValue({ params, names: [name] }));
  const email = firstEmail([...fromQuery, storedUserEmail, enteredEmail]);
  const id =
    ID_PARAM_NAMES.map((name) => parseEntryId(readLastValue({ params, names: [name] }))).find(
      (value) => value !== null,
    ) ?? null;
  return { email, id };
}
