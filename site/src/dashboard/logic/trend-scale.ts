// The daily trend chart's geometry (dashboard/sections/TrendChart.tsx): a y scale of whole counts
// from 0 with round steps, x positions of the days, and which days get an axis label so labels never
// overlap. Pure, so the chart component only draws.

/** Round tick values from 0 to at least `max`, about `maxTicks` steps of 1, 2 or 5 times a power of ten (whole counts, so never below 1). */
export function countTicks(max: number, maxTicks = 4): number[] {
  const top = Math.max(max, 1);
  const rough = top / maxTicks;
  const power = 10 ** Math.max(0, Math.floor(Math.log10(rough)));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) ticks.push(value);
  return ticks;
}

/** The x of day `index` of `count` across `width`: one day sits in the middle, more spread edge to edge. */
export function dayX(index: number, count: number, width: number): number {
  return count <= 1 ? width / 2 : (index * width) / (count - 1);
}

/** The indices of the days that get an axis label: the first, the last, and evenly spaced ones between, at least `minGap` apart. */
export function labelledDays(count: number, width: number, minGap: number): number[] {
  if (count === 0) return [];
  const fitting = Math.max(1, Math.floor(width / minGap) + 1);
  if (count <= fitting) return Array.from({ length: count }, (_, index) => index);
  if (fitting < 2) return [0];
  const stride = Math.ceil((count - 1) / (fitting - 1));
  const indices: number[] = [];
  for (let index = 0; index < count - 1; index += stride) indices.push(index);
  // The last day always gets its label; the one before it gives way when the two would touch.
  const last = count - 1;
  if (indices.length > 1 && last - (indices.at(-1) ?? 0) < stride) indices.pop();
  indices.push(last);
  return indices;
}

/** The day nearest to `x` (0…width) among `count` days. */
export function nearestDay(x: number, count: number, width: number): number {
  if (count <= 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round((x / width) * (count - 1))));
}
