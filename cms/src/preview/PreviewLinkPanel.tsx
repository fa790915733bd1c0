'use client';
import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui';
import { useId, useState } from 'react';

// The sidebar panel that makes a shareable preview link: the saved draft on the real site, with the tracking
// values a visitor from an affiliate or a campaign would bring. The server signs it (preview-link-endpoint.ts).

const trackingFields = [
  { name: 'affiliateId', label: 'Affiliate id' },
  { name: 'subId', label: 'Sub id' },
  { name: 's1', label: 's1' },
  { name: 'utm_source', label: 'utm_source' },
  { name: 'utm_medium', label: 'utm_medium' },
  { name: 'utm_campaign', label: 'utm_campaign' },
] as const;

const lifetimes = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 168, label: '7 days' },
] as const;

type Made = { url: string; expiresAt: string };

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const formatExpiry = (iso: string) =>
  `${new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} (${zone()})`;

async function requestLink(address: string, body: unknown): Promise<Made> {
  const response = await fetch(address, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as (Made & { errors?: { message: string }[] }) | null;
  if (!response.ok || !answer?.url)
    throw new Error(answer?.errors?.[0]?.message ?? `The CMS answered ${response.status}`);
  return answer;
}

export function PreviewLinkPanel() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo();
  const { config } = useConfig();
  const formId = useId();
  const [made, setMade] = useState<Made | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [lifetimeHours, setLifetimeHours] = useState(24);
  // A content experiment's link shows one arm of it.
  const [arm, setArm] = useState(1);
  const isExperiment = collectionSlug === 'experiments';
  if (collectionSlug && id === undefined) return null;

  const createLink = async () => {
    setIsBusy(true);
    setProblem(null);
    try {
      const address = collectionSlug
        ? `${config.routes.api}/${collectionSlug}/${encodeURIComponent(String(id))}/preview-link`
        : `${config.routes.api}/globals/${globalSlug}/preview-link`;
      setMade(await requestLink(address, { lifetimeHours, tracking, ...(isExperiment ? { arm } : {}) }));
    } catch (error) {
      setMade(null);
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setIsBusy(false);
    }
  };

  // No <form>: the panel sits inside the document's form, and its values are never saved with the document.
  return (
    <section className="preview-link-panel" aria-labelledby={`${formId}-title`} style={{ marginBottom: '2rem' }}>
      <h3 id={`${formId}-title`}>Preview link</h3>
      <p>Opens the saved draft on the real site for anyone with the link, until it expires. Save the draft first.</p>
      <div role="group" aria-label="Tracking values the link carries">
        {trackingFields.map(({ name, label }) => (
          <div className="field-type text" key={name} style={{ marginBottom: '0.5rem' }}>
            <label className="field-label" htmlFor={`${formId}-${name}`}>
              {label}
            </label>
            <input
              id={`${formId}-${name}`}
              type="text"
              maxLength={200}
              value={tracking[name] ?? ''}
              onChange={(event) => setTracking({ ...tracking, [name]: event.currentTarget.value })}
              onKeyDown={(event) => {
                // Enter would submit the document's form (a save); here it makes the link.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void createLink();
              }}
            />
          </div>
        ))}
        {isExperiment ? (
          <div className="field-type select" style={{ marginBottom: '0.5rem' }}>
            <label className="field-label" htmlFor={`${formId}-arm`}>
              Arm to show
            </label>
            <select id={`${formId}-arm`} value={arm} onChange={(event) => setArm(Number(event.currentTarget.value))}>
              {[1, 2, 3].map((number) => (
                <option key={number} value={number}>
                  Arm {number}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field-type select" style={{ marginBottom: '0.5rem' }}>
          <label className="field-label" htmlFor={`${formId}-lifetime`}>
            Link works for
          </label>
          <select
            id={`${formId}-lifetime`}
            value={lifetimeHours}
            onChange={(event) => setLifetimeHours(Number(event.currentTarget.value))}
          >
            {lifetimes.map(({ hours, label }) => (
              <option key={hours} value={hours}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="button" buttonStyle="secondary" disabled={isBusy} onClick={() => void createLink()}>
        Create preview link
      </Button>
      {problem ? <p role="alert">{problem}</p> : null}
      {made ? (
        <div role="status">
          <label className="field-label" htmlFor={`${formId}-url`}>
            Preview link (expires {formatExpiry(made.expiresAt)})
          </label>
          <input id={`${formId}-url`} readOnly value={made.url} onFocus={(event) => event.currentTarget.select()} />
          <a href={made.url} target="_blank" rel="noopener noreferrer">
            Open the preview
          </a>
        </div>
      ) : null}
    </section>
  );
}
