import { getPresetDateRange, type DateRange, type DateRangePreset } from '@seniorguide/funnel';
import { zoneLabel } from '../logic/format.ts';

const presets: { preset: DateRangePreset; label: string }[] = [
  { preset: 'yesterday', label: 'Yesterday' },
  { preset: 'today', label: 'Today' },
  { preset: 'last7Days', label: 'Last 7 Days' },
];

/** Yesterday, Today, Last 7 Days as calendar days of the operator's zone, computed at the moment of the click. */
export function QuickRanges({
  current,
  timeZone,
  onPick,
}: {
  current: DateRange;
  timeZone: string;
  onPick: (range: DateRange) => void;
}) {
  const now = new Date();
  return (
    <div role="group" aria-label={`Quick date ranges (${zoneLabel(timeZone)})`} className="flex flex-wrap gap-2">
      {presets.map(({ preset, label }) => {
        const range = getPresetDateRange({ preset, now, timeZone });
        const isCurrent = range.startDate === current.startDate && range.endDate === current.endDate;
        return (
          <button
            key={preset}
            type="button"
            aria-pressed={isCurrent}
            className={`btn tap-target ${isCurrent ? 'btn-neutral' : 'btn-outline'}`}
            onClick={() => onPick(getPresetDateRange({ preset, now: new Date(), timeZone }))}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
