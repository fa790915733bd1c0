import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import type { DailyRow } from '../logic/daily-rows.ts';
import { formatCount, formatDay, formatShortDay } from '../logic/format.ts';
import { countTicks, dayX, labelledDays, nearestDay } from '../logic/trend-scale.ts';

// The daily trend as a hand-drawn SVG line chart (a charting library cost the signed-in dashboard 170 KB of
// gzipped script and its Lighthouse score). Legend entries are buttons that show or hide a line; pointing at
// (or tapping) the plot shows that day's figures. The Daily Performance table below holds the same numbers
// for every reader, so the drawing itself is one described image.

// Theme colours (style.md: tokens, not palette) as concrete values, with a dash pattern each so the lines
// differ without colour too.
const lines = [
  { key: 'impressions', name: 'Impressions', color: '#0a4b85', dash: undefined },
  { key: 'emails', name: 'Submitted Email', color: '#7a2e0e', dash: '6 6' },
  { key: 'accepted', name: 'Accepted Offers', color: '#14622f', dash: undefined },
  { key: 'downloads', name: 'Ebooks Downloaded', color: '#2b2620', dash: '2 3' },
] as const satisfies readonly { key: keyof DailyRow; name: string; color: string; dash: string | undefined }[];

type LineKey = (typeof lines)[number]['key'];

/** The plot's height in CSS pixels, and the room around it for the axis labels (14px text). */
const plotHeight = 240;
const margin = { top: 12, right: 28, bottom: 32 };
const svgHeight = margin.top + plotHeight + margin.bottom;
const labelGap = 72;

export function TrendChart({ days }: { days: readonly DailyRow[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [hidden, setHidden] = useState<ReadonlySet<LineKey>>(new Set());
  const [active, setActive] = useState<number | null>(null);

  // Measured before the first paint and on every resize; the frame's height is fixed, so nothing moves.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shown = lines.filter((line) => !hidden.has(line.key));
  const ticks = countTicks(Math.max(0, ...shown.flatMap((line) => days.map((day) => day[line.key]))));
  const top = ticks.at(-1) ?? 1;
  const left = 16 + 9 * formatCount(top).length;
  const plotWidth = Math.max(0, width - left - margin.right);
  const x = (index: number) => left + dayX(index, days.length, plotWidth);
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const activeDay = active === null ? undefined : days[active];
  const activeX = x(active ?? 0);

  const point = (event: PointerEvent<SVGSVGElement>) => {
    if (days.length === 0) return;
    const offset = event.clientX - event.currentTarget.getBoundingClientRect().left - left;
    setActive(nearestDay(offset, days.length, plotWidth));
  };
  const toggle = (key: LineKey) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="Lines shown in the chart" className="flex flex-wrap gap-x-4 gap-y-1">
        {lines.map((line) => (
          <button
            key={line.key}
            type="button"
            aria-pressed={!hidden.has(line.key)}
            onClick={() => toggle(line.key)}
            className={`btn btn-ghost btn-sm tap-target gap-2 px-2 text-base font-normal ${hidden.has(line.key) ? 'line-through' : ''}`}
          >
            <svg width="28" height="12" aria-hidden="true">
              <line x1="2" y1="6" x2="26" y2="6" stroke={line.color} strokeWidth="3" strokeDasharray={line.dash} />
            </svg>
            {line.name}
          </button>
        ))}
      </div>
      <div ref={frame} className="relative w-full" style={{ height: svgHeight }}>
        {width > 0 ? (
          <svg
            width={width}
            height={svgHeight}
            role="img"
            aria-label="Daily trend of impressions, email submits, accepted offers and ebook downloads; the Daily Performance table has the same figures."
            className="block touch-pan-y text-base-content"
            onPointerMove={point}
            onPointerDown={point}
            onPointerLeave={() => setActive(null)}
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} className="stroke-base-300" />
                <text x={left - 8} y={y(tick)} dy="0.35em" textAnchor="end" className="fill-current text-sm">
                  {formatCount(tick)}
                </text>
              </g>
            ))}
            {labelledDays(days.length, plotWidth, labelGap).map((index) => {
              const date = days[index]?.date;
              return (
                <text key={index} x={x(index)} y={svgHeight - 8} textAnchor="middle" className="fill-current text-sm">
                  {date ? formatShortDay(date) : ''}
                </text>
              );
            })}
            {activeDay ? (
              <line
                x1={activeX}
                x2={activeX}
                y1={margin.top}
                y2={margin.top + plotHeight}
                className="stroke-base-content/60"
              />
            ) : null}
            {shown.map((line) => (
              <g key={line.key} data-line={line.key} stroke={line.color} fill={line.color}>
                <polyline
                  points={days.map((day, index) => `${x(index)},${y(day[line.key])}`).join(' ')}
                  fill="none"
                  strokeWidth="3"
                  strokeDasharray={line.dash}
                  strokeLinejoin="round"
                />
                {days.length <= 31
                  ? days.map((day, index) => (
                      <circle key={index} cx={x(index)} cy={y(day[line.key])} r={index === active ? 6 : 4} />
                    ))
                  : null}
              </g>
            ))}
          </svg>
        ) : null}
        {activeDay ? (
          <div
            aria-hidden="true"
            data-testid="trend-readout"
            className="pointer-events-none absolute top-0 rounded-field border-2 border-base-300 bg-base-100 p-2 text-sm shadow"
            style={activeX > width / 2 ? { right: width - activeX + 12 } : { left: activeX + 12 }}
          >
            <p className="font-semibold">{activeDay.date ? formatDay(activeDay.date) : ''}</p>
            {shown.map((line) => (
              <p key={line.key}>
                {line.name}: {formatCount(activeDay[line.key])}
              </p>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
