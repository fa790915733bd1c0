import type { ChartAnnotation, ChartAnnotationKind } from '@seniorguide/contracts';

// The trend chart's marks of what changed. A day's point sits at noon UTC of its date and the axis prints in
// UTC (trend-series.ts), so a mark is placed at its local wall time read as UTC: inside its own day's slot,
// whatever the reader's zone. Each mark is a dashed line with a short label; the full title and the link are
// in the list under the chart (and a click on the label opens the link).

export const annotationLabels: Record<ChartAnnotationKind, string> = {
  publish: 'Published',
  experiment_start: 'Test started',
  experiment_pause: 'Test paused',
  experiment_winner: 'Winner chosen',
  postback_outage: 'Postbacks down',
};

// Colours with at least 4.5:1 against white for the labels' text (style.md's tokens as values).
const kindColors: Record<ChartAnnotationKind, string> = {
  publish: '#0a4b85',
  experiment_start: '#14622f',
  experiment_pause: '#6b4e00',
  experiment_winner: '#14622f',
  postback_outage: '#a11d1d',
};

/** A mark's place on the chart's axis: its local day and time, read as UTC. */
export function annotationTimestamp(mark: Pick<ChartAnnotation, 'date' | 'time'>): number {
  return Date.parse(`${mark.date}T${mark.time}:00Z`);
}

/** Labels of marks close together are stacked, so none hides another. */
const labelStep = 22;
const labelRows = 4;

export function buildChartAnnotations(marks: readonly ChartAnnotation[], open: (link: string) => void) {
  return marks.map((mark, index) => ({
    x: annotationTimestamp(mark),
    borderColor: kindColors[mark.kind],
    strokeDashArray: 4,
    label: {
      text: annotationLabels[mark.kind],
      borderColor: kindColors[mark.kind],
      orientation: 'horizontal',
      offsetY: (index % labelRows) * labelStep,
      style: { background: '#ffffff', color: kindColors[mark.kind], fontSize: '13px', cssClass: 'trend-annotation' },
      click: () => open(mark.link),
    },
  }));
}
