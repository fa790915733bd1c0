import type { ApiRequest, WaitlistEntryView } from '@seniorguide/contracts';
import { showToast } from '../../stores/toasts.ts';
import { callApi, type CallApiOptions } from '../../lib/api.ts';

// PUT /api/waitlist/{id}: the personal-information save (first name, last name, ZIP).
// No screen of the shown flow calls it yet; whichever does gets its failure toast ('Failed to save your information') with it.

export const saveFailedToast = {
  title: 'Error',
  description: 'Failed to save your information. Please try again.',
} as const;

export type VisitorInformation = ApiRequest<'updateEntry'>['body'];

/** Saves the visitor's details; answers the updated entry, or null after showing the failure toast. */
export async function saveVisitorInformation({
  entryId,
  information,
  options,
}: {
  entryId: number;
  information: VisitorInformation;
  options?: Pick<CallApiOptions, 'baseUrl' | 'signal'>;
}): Promise<WaitlistEntryView | null> {
  try {
    return (await callApi('updateEntry', { params: { id: entryId }, body: information }, options)).entry;
  } catch (error) {
    console.warn('[save-information] could not save the visitor information', error);
    showToast({ ...saveFailedToast, variant: 'destructive' });
    return null;
  }
}
