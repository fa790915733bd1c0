import type { AuditRecord, ConsentFigures, DashboardPanelPart, SessionUser } from '@seniorguide/contracts';
import { formatMoment } from '../logic/format.ts';
import { useOperatorZone } from '../session/operator-zone.ts';
import { useId, useState, type FormEvent } from 'react';
import { downloadJsonFile } from '../logic/download-json.ts';
import { callApi, readServerMessage } from '../../lib/api.ts';
import { ConsentLedgerFigures } from './ConsentLedgerFigures.tsx';
import { privacyTexts as texts } from './privacy-texts.ts';

// Data-subject requests and consent records. Everything found by a person's email shows who they
// are, so it is for admins: a lead's consent record, the export of everything held about them, the erasure (a
// second click confirms) and the audit log. Operators see the consent ledger's figures, counts only.

const fileSafe = (email: string) => email.replace(/[^a-z0-9]+/gi, '-');

export function PrivacyPanel({
  user,
  figures,
}: {
  user: SessionUser;
  /** The ledger's counts as the dashboard's first view brought them; null: the panel asks for them itself. */
  figures: DashboardPanelPart<ConsentFigures> | null;
}) {
  // The audit log's times are in the operator's own zone, like every other moment on the dashboard.
  const timeZone = useOperatorZone();
  const id = useId();
  const isAdmin = user.roles.includes('admin');
  const [email, setEmail] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [suppressMail, setSuppressMail] = useState(false);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const [audit, setAudit] = useState<AuditRecord[] | null>(null);

  const run = async (work: () => Promise<string>) => {
    setMessage(null);
    try {
      setMessage({ text: await work(), isError: false });
    } catch (failure) {
      setMessage({ text: readServerMessage(failure) ?? String(failure), isError: true });
    }
  };

  const downloadConsent = () =>
    run(async () => {
      const document = await callApi('getConsentDocument', { query: { email } });
      downloadJsonFile({ filename: `consent-${document.entryId}.json`, value: document });
      return texts.downloaded;
    });
  const exportAll = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      downloadJsonFile({
        filename: `person-${fileSafe(email)}.json`,
        value: await callApi('exportPerson', { query: { email } }),
      });
      return texts.downloaded;
    });
  };
  const erase = () =>
    run(async () => {
      const { erased } = await callApi('erasePerson', { body: { email, suppressMail } });
      setIsConfirming(false);
      return texts.erased(erased.entryId);
    });
  const showAudit = () =>
    run(async () => {
      setAudit((await callApi('listAuditLog', {})).records);
      return '';
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-box border-2 border-base-300 bg-base-100 p-4 text-lg md:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
        {texts.title}
      </h2>
      <ConsentLedgerFigures firstView={figures} />
      {isAdmin ? (
        <form className="flex flex-col gap-3" onSubmit={exportAll}>
          <label htmlFor={`${id}-email`} className="font-semibold">
            {texts.emailLabel}
          </label>
          <p id={`${id}-intro`}>{texts.intro}</p>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="off"
            aria-describedby={`${id}-intro`}
            className="input input-lg w-full max-w-xl border-2 border-base-content/60 text-lg"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary tap-target">
              {texts.exportAll}
            </button>
            <button type="button" className="btn btn-outline tap-target" onClick={() => void downloadConsent()}>
              {texts.consent}
            </button>
            <button
              type="button"
              className="btn btn-error btn-outline tap-target"
              onClick={() => setIsConfirming(true)}
            >
              {texts.erase}
            </button>
          </div>
        </form>
      ) : (
        <p>{texts.adminOnly}</p>
      )}
      {isConfirming ? (
        <div
          role="group"
          aria-labelledby={`${id}-confirm`}
          className="flex flex-col gap-3 rounded-box border-2 border-error p-4"
        >
          <p id={`${id}-confirm`} className="font-bold">
            {texts.confirmTitle} <span className="font-normal">{texts.confirmNote}</span>
          </p>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className="checkbox checkbox-lg"
              checked={suppressMail}
              onChange={(event) => setSuppressMail(event.target.checked)}
            />
            {texts.suppressLabel}
          </label>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn btn-error tap-target" onClick={() => void erase()}>
              {texts.confirmErase}
            </button>
            <button type="button" className="btn btn-outline tap-target" onClick={() => setIsConfirming(false)}>
              {texts.cancel}
            </button>
          </div>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={`min-h-7 font-semibold ${message?.isError ? 'text-error' : ''}`}>
        {message?.text}
      </p>
      {isAdmin ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-bold">{texts.auditTitle}</h3>
          <button type="button" className="btn btn-outline tap-target self-start" onClick={() => void showAudit()}>
            {texts.auditShow}
          </button>
          {audit !== null && audit.length === 0 ? <p>{texts.auditEmpty}</p> : null}
          {audit !== null && audit.length > 0 ? (
            <div className="overflow-x-auto" role="region" aria-label={texts.auditTitle} tabIndex={0}>
              <table className="table text-base">
                <thead>
                  <tr>
                    {texts.auditColumns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {audit.map((record) => (
                    <tr key={record.id}>
                      <td>{formatMoment(record.at, { seconds: true, timeZone })}</td>
                      <td>{record.actor}</td>
                      <td>{record.action}</td>
                      <td>{record.entryId ?? '—'}</td>
                      <td>{record.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
