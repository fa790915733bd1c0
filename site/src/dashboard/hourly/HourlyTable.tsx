import type { HourlyAnalyticsRow } from '@seniorguide/contracts';
import { formatCount, formatShortDay } from '../logic/format.ts';
import { zoneOf, type ReportFilters } from '../logic/report-filters.ts';
import { Section } from '../ui/Section.tsx';
import { reportTableClass, TableFrame } from '../ui/TableFrame.tsx';

// Today by the hour: a view of one or two days lists every local hour (23 or 25 on a clock-change day, the
// zone's abbreviation telling the two 01:00 hours apart), counted like the daily figures.

const columns = [
  ['page_visits', 'Impressions'],
  ['total_emails', 'Submitted Email'],
  ['personal_info_complete', 'Continued to Offers'],
  ['offer_selections', 'Accepted Offers'],
  ['ebook_downloads', 'Ebooks Downloaded'],
] as const;

export function HourlyTable({ hours, filters }: { hours: readonly HourlyAnalyticsRow[]; filters: ReportFilters }) {
  const timeZone = zoneOf(filters);
  return (
    <Section title="By the hour" filters={filters}>
      <TableFrame label="Figures by the hour">
        <table className={reportTableClass} data-testid="hourly-table">
          <caption className="sr-only">Figures by the hour in {timeZone}.</caption>
          <thead>
            <tr>
              <th scope="col">Hour ({timeZone})</th>
              {columns.map(([key, label]) => (
                <th key={key} scope="col" className="text-right">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((row) => (
              <tr key={row.start} data-hour={`${row.date} ${row.hour}`}>
                <th scope="row" className="font-normal">
                  <time dateTime={row.start}>
                    {formatShortDay(row.date)} {row.hour} {row.zone}
                  </time>
                </th>
                {columns.map(([key]) => (
                  <td key={key} className="text-right">
                    {formatCount(row[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </Section>
  );
}
