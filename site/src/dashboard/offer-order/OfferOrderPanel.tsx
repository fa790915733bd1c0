import { useId, useState } from 'react';
import { formatMoment } from '../logic/experiment-format.ts';
import { useLoad, type LoadSeed, type SessionLossHandler } from '../report/useLoad.ts';
import { useOperatorZone } from '../session/operator-zone.ts';
import { loadOfferOrderResults, type OfferOrderFlow, type OfferOrderResults } from './load-offer-order.ts';
import { OfferOrderArmsTable } from './OfferOrderArmsTable.tsx';
import { describeOrderSetting, describeOrderVerdict, offerOrderTexts } from './offer-order-texts.ts';

/**
 * "By earnings" against the fixed order, for one flow at a time (the sequential flow first, as the dashboard's
 * first view brings it): a call of its own only when the operator picks the other flow, or the first view had no
 * answer for it in time.
 */
export function OfferOrderPanel({
  stamp,
  firstView,
  onSessionLoss,
}: {
  stamp: string;
  /** The sequential flow's comparison as the first view brought it. */
  firstView: LoadSeed<OfferOrderResults> | null;
  onSessionLoss: SessionLossHandler;
}) {
  const id = useId();
  const timeZone = useOperatorZone();
  const [flow, setFlow] = useState<OfferOrderFlow>('sequential');
  const results = useLoad({
    key: JSON.stringify([flow, stamp]),
    load: (signal) => loadOfferOrderResults({ flow, signal }),
    onSessionLoss,
    seed: firstView ? { ...firstView, key: JSON.stringify(['sequential', firstView.key]) } : null,
  });
  const data = results.data?.flow === flow ? results.data : null;
  const hasVisitors = data ? data.arms.some((arm) => arm.visitors > 0) : false;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-box border-2 border-base-300 bg-base-100 p-4 md:p-6"
      data-testid="offer-order-panel"
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
          {offerOrderTexts.title}
        </h2>
        <p className="mt-1 text-base">{offerOrderTexts.note}</p>
      </div>
      <label className="flex flex-col gap-1 self-start text-base font-semibold">
        {offerOrderTexts.flow}
        <select
          className="select select-bordered tap-target min-w-64 text-base"
          value={flow}
          onChange={(event) => setFlow(event.target.value === 'list' ? 'list' : 'sequential')}
        >
          <option value="sequential">{offerOrderTexts.flows.sequential}</option>
          <option value="list">{offerOrderTexts.flows.list}</option>
        </select>
      </label>
      {results.error ? (
        <p role="alert" className="font-semibold text-error">
          {offerOrderTexts.loadFailed} {results.error}
        </p>
      ) : null}
      <div aria-busy={results.isLoading} className="flex flex-col gap-3" data-testid="offer-order-body">
        {data ? (
          <>
            <p className="text-base" data-testid="offer-order-setting">
              {describeOrderSetting(data, data.since ? formatMoment(data.since, timeZone) : null)}
            </p>
            {hasVisitors ? (
              <OfferOrderArmsTable arms={data.arms} />
            ) : (
              <p className="text-base">{offerOrderTexts.noVisitors}</p>
            )}
            <dl className="grid gap-2 text-base md:grid-cols-[max-content_1fr] md:gap-x-4">
              <dt className="font-bold">{offerOrderTexts.verdictTitle}</dt>
              <dd data-testid="offer-order-verdict">{describeOrderVerdict(data.verdict)}</dd>
              <dt className="font-bold">{offerOrderTexts.ruleTitle}</dt>
              <dd>{data.rule}</dd>
            </dl>
          </>
        ) : null}
        {!data && results.isLoading ? <p className="text-base">{offerOrderTexts.loading}</p> : null}
      </div>
    </section>
  );
}
