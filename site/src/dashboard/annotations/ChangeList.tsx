import type { GetChartAnnotationsResponse } from '@seniorguide/contracts';
import { annotationLabels } from '../logic/chart-annotations.ts';

const sourceNames = { cms: 'the CMS (publishes and experiments)', postbacks: 'the postback attempts' } as const;

/**
 * What changed over the view, as links: the chart's marks for every reader (a screen reader, the keyboard),
 * each opening the admin page of what it was.
 */
export default function ChangeList({ answer }: { answer: GetChartAnnotationsResponse | null }) {
  if (!answer) return null;
  const { annotations, unavailable } = answer;
  return (
    <div className="flex flex-col gap-1" data-testid="chart-changes">
      <h3 className="text-lg font-semibold">What changed</h3>
      {unavailable.length > 0 ? (
        <p role="status">
          Not shown: {unavailable.map((source) => sourceNames[source]).join(' and ')} could not be read.
        </p>
      ) : null}
      {annotations.length === 0 ? (
        <p>No publish, experiment change or postback outage in these days.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {annotations.map((mark) => (
            <li key={`${mark.kind}-${mark.at}-${mark.link}`}>
              <span className="font-mono">
                {mark.date} {mark.time}
              </span>{' '}
              <span className="font-semibold">{annotationLabels[mark.kind]}:</span>{' '}
              <a className="link" href={mark.link} target="_blank" rel="noopener noreferrer">
                {mark.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
