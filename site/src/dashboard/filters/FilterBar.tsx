import { useEffect, useId, useState, type FormEvent } from 'react';
import { zoneLabel } from '../logic/format.ts';
import { checkReportFilters, isSameReportFilters, zoneOf, type ReportFilters } from '../logic/report-filters.ts';
import { QuickRanges } from './QuickRanges.tsx';

type FieldError = { field: 'startDate' | 'endDate'; message: string } | null;

/**
 * Start and end date, the affiliate, quick ranges of the operator's calendar. Nothing changes the report until Update Report;
 * Clear Filters resets only the affiliate.
 */
export function FilterBar({
  applied,
  affiliates,
  onApply,
}: {
  applied: ReportFilters;
  affiliates: readonly string[];
  onApply: (filters: ReportFilters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [error, setError] = useState<FieldError>(null);

  // Back/Forward or a shared link changed the applied filters: show them in the form.
  useEffect(() => {
    setDraft(applied);
    setError(null);
  }, [applied]);

  const update = (change: Partial<ReportFilters>) => {
    setDraft((current) => ({ ...current, ...change }));
    setError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkReportFilters(draft);
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      document.getElementById(`${id}-${check.field}`)?.focus();
      return;
    }
    onApply(draft);
  };

  const options =
    draft.affiliateId && !affiliates.includes(draft.affiliateId) ? [draft.affiliateId, ...affiliates] : affiliates;
  const hasPendingChanges = !isSameReportFilters(draft, applied);
  const errorId = `${id}-error`;
  const formatHintId = `${id}-format`;
  // A text field, not a date picker: a picker shows the day in the browser's locale (01/27/2026 in an American
  // browser), and the product's format is yyyy-MM-dd everywhere. The form checks what is typed.
  const dateInput = (field: 'startDate' | 'endDate', label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${field}`} className="font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder="yyyy-MM-dd"
        maxLength={10}
        value={draft[field]}
        onChange={(event) => update({ [field]: event.target.value.trim() })}
        aria-invalid={error?.field === field ? true : undefined}
        aria-describedby={error?.field === field ? `${errorId} ${formatHintId}` : formatHintId}
        className="input w-40 border-2 border-base-content/60 tabular-nums"
      />
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Report filters"
      className="flex flex-col gap-4 rounded-box border-2 border-base-300 bg-base-200 p-4"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-bold">Dates in {zoneLabel(zoneOf(applied))}</legend>
        <div className="flex flex-wrap items-end gap-4">
          {dateInput('startDate', 'Start date')}
          {dateInput('endDate', 'End date')}
          <p id={formatHintId} className="self-center text-base">
            Days as yyyy-MM-dd.
          </p>
          <QuickRanges current={draft} timeZone={zoneOf(applied)} onPick={(range) => update(range)} />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-affiliate`} className="font-semibold">
            Affiliate
          </label>
          <select
            id={`${id}-affiliate`}
            value={draft.affiliateId ?? ''}
            onChange={(event) => update({ affiliateId: event.target.value || null })}
            className="select min-w-56 border-2 border-base-content/60"
          >
            <option value="">All affiliates</option>
            {options.map((affiliateId) => (
              <option key={affiliateId} value={affiliateId}>
                {affiliateId}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-outline tap-target" onClick={() => update({ affiliateId: null })}>
          Clear Filters
        </button>
        <button type="submit" className="btn btn-primary tap-target">
          Update Report
        </button>
        <p aria-live="polite" className="self-center font-semibold">
          {hasPendingChanges ? 'Changes not applied yet: press Update Report.' : ''}
        </p>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="font-semibold text-error">
          {error.message}
        </p>
      ) : null}
    </form>
  );
}
