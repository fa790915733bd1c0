import type { ChartAnnotation } from '@seniorguide/contracts';
import { describe, expect, it } from 'vitest';
import { annotationTimestamp, buildChartAnnotations } from './chart-annotations.ts';
import { dayOfTimestamp, dayTimestamp } from './trend-series.ts';

const mark = (over: Partial<ChartAnnotation>): ChartAnnotation => ({
  kind: 'publish',
  at: '2026-06-15T14:05:00.000Z',
  date: '2026-06-15',
  time: '09:05',
  title: 'Published: Offer Medicare Plans',
  link: 'https://cms.example.test/admin/collections/offers/7/versions/41',
  ...over,
});

describe('the trend chart marks', () => {
  it("places a mark inside its own local day's slot of the axis, whatever the hour", () => {
    for (const time of ['00:00', '09:05', '23:59']) {
      const at = annotationTimestamp({ date: '2026-06-15', time });
      expect(dayOfTimestamp(at)).toBe('2026-06-15');
      expect(Math.abs(at - dayTimestamp('2026-06-15'))).toBeLessThanOrEqual(12 * 60 * 60 * 1000);
    }
  });

  it('gives each mark a label of its kind that opens its link, stacking neighbours', () => {
    const opened: string[] = [];
    const marks = buildChartAnnotations(
      [mark({}), mark({ kind: 'postback_outage', link: 'https://cms.example.test/admin/globals/postback-settings' })],
      (link) => opened.push(link),
    );
    expect(marks.map((item) => item.label.text)).toEqual(['Published', 'Postbacks down']);
    expect(marks[0]?.label.offsetY).not.toBe(marks[1]?.label.offsetY);
    marks[1]?.label.click();
    expect(opened).toEqual(['https://cms.example.test/admin/globals/postback-settings']);
  });
});
