import type { ApiResponse, SessionUser } from '@seniorguide/contracts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import type { Store } from '../store/port.ts';
import { toConsentRecordView } from './consent-record-view.ts';
import type { ConsentSigner } from './consent-signature.ts';

// The signed consent document of one lead (issue 18): every consent record of the entry found by email or
// id, signed with the tracker's Ed25519 key. For admins only; each read is written to the audit log.

export function createConsentDocumentService({ store, clock, signer }: { store: Store; clock: Clock; signer: ConsentSigner }) {
  return {
    async signedDocument({ email, entryId, actor }: { email?: string; entryId?: number; actor: SessionUser }): Promise<ApiResponse<'getConsentDocument'>> {
      const entry = email !== undefined ? await store.findEntryByEmail(email) : entryId !== undefined ? await store.getEntry(entryId) : null;
      if (!entry) {
        // A look-up that finds nobody is a read too: the log shows who probed addresses or ids.
        await store.appendAuditRecord({ at: clock(), actor: actor.email, action: 'consent_document', entryId: null, detail: `no lead found by ${email !== undefined ? 'email' : 'entry id'}` });
        throw new HttpError({ code: 'not_found', message: 'No lead has that email or entry id.' });
      }
      const records = await store.listConsentRecords(entry.id);
      await store.appendAuditRecord({ at: clock(), actor: actor.email, action: 'consent_document', entryId: entry.id, detail: `${records.length} consent records signed` });
      return signer.sign({ entryId: entry.id, email: entry.email, issuedAt: new Date(clock()).toISOString(), records: records.map(toConsentRecordView) });
    },
  };
}
