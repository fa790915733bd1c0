import { APIError, type CollectionBeforeChangeHook } from 'payload';
import type { Offer } from '../../../payload-types.ts';
import { findMissingDisclaimer } from '../disclaimerRule.ts';

// Named explicitly: Payload's REST error formatter falls back to "An unknown error occurred."
// for an error without a name, and class names do not survive the production build.
class MissingDisclaimerError extends APIError {
  constructor(message: string) {
    super(message, 400, { field: 'disclaimer' }, true);
    this.name = 'MissingDisclaimerError';
  }
}

/**
 * Refuses to publish a regulated offer without its disclaimer. Thrown as an APIError so that the
 * REST answer and the admin's toast carry the full explanation, not only "field is invalid".
 */
export const requireDisclaimerOnPublish: CollectionBeforeChangeHook<Offer> = ({ data, originalDoc }) => {
  const offer = { ...originalDoc, ...data };
  if (offer._status !== 'published') return data;
  const problem = findMissingDisclaimer(offer);
  if (problem) throw new MissingDisclaimerError(problem);
  return data;
};
