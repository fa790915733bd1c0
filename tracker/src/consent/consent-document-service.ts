import type { ApiResponse, ConsentDocument, SessionUser } from '@seniorguide/contracts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import type { Store } from '../store/port.ts';
import type { StoredDisclosureText } from '../store/privacy-records.ts';
import { toConsentRecordView } from './consent-record-view.ts';

// The consent document of one lead, for admins: the entry found by email or id, its certificates as
// they were signed when each record was written, the words of every disclosure they name, and any record
// written before records were signed (shown as such). Nothing is signed here: a download proves nothing a
// certificate does not. Every read, a lead not found too, is written to the audit log.

export const toDisclosureTextView = (text: StoredDisclosureText): ConsentDocument['disclosureTexts'][number] => ({
  ...text,
  firstSeenAt: new Date(text.firstSeenAt).toISOString(),
});

export function createConsentDocumentService({ store, clock }: { store: Store; clock: Clock }) {
  return {
    async document({
      email,
      entryId,
      actor,
    }: {
      email?: string;
      entryId?: number;
      actor: SessionUser;
    }): Promise<ApiResponse<'getConsentDocument'>> {
      const entry =
        email !== undefined
          ? await store.findEntryByEmail(email)
          : entryId !== undefined
            ? await store.getEntry(entryId)
            : null;
      if (!entry) {
        // A look-up that finds nobody is a read too: the log shows who probed addresses or ids.
        await store.appendAuditRecord({
          at: clock(),
          actor: actor.email,
          action: 'consent_document',
          entryId: null,
          detail: `no lead found by ${email !== undefined ? 'email' : 'entry id'}`,
        });
        throw new HttpError({ code: 'not_found', message: 'No lead has that email or entry id.' });
      }
      const records = await store.listConsentRecords(entry.id);
      const certificates = records.flatMap((record) => (record.certificate ? [record.certificate] : []));
      const unsigned = records.filter((record) => record.certificate === null);
      const hashes = certificates.flatMap(({ certificate }) =>
        certificate.disclosure ? [certificate.disclosure.textSha256] : [],
      );
      const texts = hashes.length > 0 ? await store.listDisclosureTexts(hashes) : [];
      await store.appendAuditRecord({
        at: clock(),
        actor: actor.email,
        action: 'consent_document',
        entryId: entry.id,
        detail: `${certificates.length} signed consent records, ${unsigned.length} unsigned`,
      });
      return {
        format: 'seniorguide-consent/2',
        entryId: entry.id,
        email: entry.email,
        issuedAt: new Date(clock()).toISOString(),
        certificates,
        unsignedRecords: unsigned.map(toConsentRecordView),
        disclosureTexts: texts.map(toDisclosureTextView),
      };
    },

    /** The ledger in counts, for operators: no address, no entry id. */
    figures: (): Promise<ApiResponse<'getConsentFigures'>> => store.countConsentRecords(),

    /** The public check of one certificate by its id: the signed certificate (no email in it) and the disclosure's words. */
    async certificate(certificateId: string): Promise<ApiResponse<'getConsentCertificate'>> {
      const record = await store.findConsentRecordByCertificate(certificateId);
      if (!record?.certificate) throw new HttpError({ code: 'not_found', message: 'No certificate has that id.' });
      const hash = record.certificate.certificate.disclosure?.textSha256;
      const [text] = hash ? await store.listDisclosureTexts([hash]) : [];
      return { certificate: record.certificate, disclosureText: text?.text ?? null };
    },
  };
}
