import { googleAdsConversionNames, metaConversionEventNames } from '@seniorguide/contracts';
import { useState } from 'react';
import { conversionExports, fetchConversionFile } from '../logic/conversion-exports.ts';
import { downloadBlob } from '../logic/download-file.ts';
import type { ReportFilters } from '../logic/report-filters.ts';
import { ApiError, readServerMessage } from '../../lib/api.ts';
import type { SessionLossHandler } from '../report/useLoad.ts';
import { Section } from '../ui/Section.tsx';

// The signups and accepted offers of visitors who came from a Google or Meta ad, as the files those platforms
// import (built by the tracker: tracker/README.md, "Conversions for the ad platforms").

const note =
  `Signups ("${googleAdsConversionNames.signup}", Meta "${metaConversionEventNames.signup}") and accepted offers ("${googleAdsConversionNames.offerAccepted}", ` +
  `Meta "${metaConversionEventNames.offerAccepted}") of visitors who came from an ad with a Google or Meta click id, on the report's days, for every affiliate (the files are not split by affiliate). ` +
  'The Meta file holds emails only as SHA-256 hashes and only events of the last 7 days (Meta refuses older ones); the Google file holds no email.';

export function AdPlatformConversions({
  filters,
  onSessionLoss,
}: {
  filters: ReportFilters;
  onSessionLoss: SessionLossHandler;
}) {
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const download = async (item: (typeof conversionExports)[number]) => {
    setMessage(null);
    try {
      const file = await fetchConversionFile(item, filters);
      downloadBlob(file);
      setMessage({ text: `Downloaded ${file.filename}.`, isError: false });
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) {
        onSessionLoss(failure.status);
        return;
      }
      setMessage({
        text: readServerMessage(failure) ?? 'The file could not be made. Please try again.',
        isError: true,
      });
    }
  };

  return (
    <Section
      title="Conversions for ad platforms"
      // No caption: it would name the view's affiliate, and the files cover every affiliate (the note says so).
      filters={null}
      note={note}
      actions={
        <div className="flex flex-wrap gap-2">
          {conversionExports.map((item) => (
            <button
              key={item.route}
              type="button"
              className="btn btn-outline btn-sm tap-target"
              onClick={() => void download(item)}
            >
              {item.label}
            </button>
          ))}
        </div>
      }
    >
      <p
        role="status"
        aria-live="polite"
        className={`min-h-7 text-base ${message?.isError ? 'font-semibold text-error' : ''}`}
      >
        {message?.text}
      </p>
    </Section>
  );
}
