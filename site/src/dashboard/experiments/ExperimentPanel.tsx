import { useId, useState } from 'react';
import { useLoad, type LoadSeed, type SessionLossHandler } from '../report/useLoad.ts';
import { experimentTexts } from './experiment-texts.ts';
import { ExperimentResultsView } from './ExperimentResultsView.tsx';
import { loadExperimentResults, loadExperiments, type ExperimentList } from './load-experiments.ts';
import { formatMoment } from '../logic/experiment-format.ts';
import { useOperatorZone } from '../session/operator-zone.ts';

/** The running experiment if there is one, else the newest: what an operator most likely came to read. */
function defaultExperimentId(experiments: ExperimentList): string | null {
  return (experiments.find((experiment) => experiment.status === 'running') ?? experiments[0])?.id ?? null;
}

/**
 * The landing experiments' panel: pick an experiment (and a since point), read its verdict under the written
 * rule, overall and per affiliate. Its figures run from the since point to now, whatever the report's dates.
 */
export function ExperimentPanel({
  stamp,
  firstView,
  onSessionLoss,
}: {
  /** Changes with each load of the report (its filters, Refresh). */
  stamp: string;
  /** The list as the dashboard's first view brought it. */
  firstView: LoadSeed<ExperimentList> | null;
  onSessionLoss: SessionLossHandler;
}) {
  const id = useId();
  const timeZone = useOperatorZone();
  const list = useLoad({ key: stamp, load: (signal) => loadExperiments({ signal }), onSessionLoss, seed: firstView });
  const [picked, setPicked] = useState<{ id: string; since: string | null } | null>(null);
  const experimentId = picked?.id ?? (list.data ? defaultExperimentId(list.data) : null);
  const since = picked?.since ?? null;
  const results = useLoad({
    key: JSON.stringify([experimentId, since, stamp]),
    load: (signal) =>
      experimentId ? loadExperimentResults({ id: experimentId, since, signal }) : Promise.resolve(null),
    onSessionLoss,
  });
  const error = list.error ?? results.error;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-box border-2 border-base-300 bg-base-100 p-4 md:p-6"
      data-testid="experiment-panel"
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
          {experimentTexts.title}
        </h2>
        <p className="mt-1 text-base">{experimentTexts.note}</p>
      </div>
      {list.data && list.data.length > 0 ? (
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-base font-semibold">
            {experimentTexts.experiment}
            <select
              className="select select-bordered tap-target min-w-64 text-base"
              value={experimentId ?? ''}
              onChange={(event) => setPicked({ id: event.target.value, since: null })}
            >
              {list.data.map((experiment) => (
                <option key={experiment.id} value={experiment.id}>
                  {experiment.name} ({experimentTexts.status[experiment.status]})
                </option>
              ))}
            </select>
          </label>
          {results.data && results.data.sincePoints.length > 1 ? (
            <label className="flex flex-col gap-1 text-base font-semibold">
              {experimentTexts.since}
              <select
                className="select select-bordered tap-target text-base"
                value={results.data.since}
                onChange={(event) => setPicked({ id: results.data?.experiment.id ?? '', since: event.target.value })}
              >
                {results.data.sincePoints.map((point, index) => (
                  <option key={point} value={point}>
                    {formatMoment(point, timeZone)} {index === 0 ? experimentTexts.latest : ''}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      {list.data && list.data.length === 0 ? <p className="text-base">{experimentTexts.none}</p> : null}
      {error ? (
        <p role="alert" className="font-semibold text-error">
          {experimentTexts.loadFailed} {error}
        </p>
      ) : null}
      <div aria-busy={list.isLoading || results.isLoading} data-testid="experiment-body">
        {results.data ? <ExperimentResultsView results={results.data} /> : null}
        {!results.data && (list.isLoading || results.isLoading) ? (
          <p className="text-base">{experimentTexts.loading}</p>
        ) : null}
      </div>
    </section>
  );
}
