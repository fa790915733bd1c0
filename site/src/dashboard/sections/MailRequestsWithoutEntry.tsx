import type { DailyAnalyticsRow } from '@seniorguide/contracts';
import { formatCount } from '../logic/format.ts';
import type { ReportFilters } from '../logic/report-filters.ts';
import { Section } from '../ui/Section.tsx';
import { reportTableClass } from '../ui/TableFrame.tsx';

/**
 * Guide requests for addresses that never signed up (the thank-you page's emergency call): nothing is sent
 * to them, so a rising count means someone is trying to make the product mail strangers.
 */
export function MailRequestsWithoutEntry({
  days,
  filters,
}: {
  days: readonly DailyAnalyticsRow[];
  filters: ReportFilters;
}) {
  const counted = days.filter((day) => (day.mail_requests_without_entry ?? 0) > 0);
  const total = counted.reduce((sum, day) => sum + (day.mail_requests_without_entry ?? 0), 0);
  return (
    <Section
      title="Guide requests for unknown addresses"
      filters={filters}
      note="Requests to email the guide to an address with no signup. None was sent; counted for all affiliates."
    >
      <p data-testid="mail-without-entry-total" className="text-base">
        <strong>{formatCount(total)}</strong> refused in this period.
      </p>
      {counted.length > 0 ? (
        <table className={reportTableClass} data-testid="mail-without-entry-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="text-right">
                Refused requests
              </th>
            </tr>
          </thead>
          <tbody>
            {counted.map((day) => (
              <tr key={day.date} data-date={day.date}>
                <th scope="row" className="font-normal">
                  <time dateTime={day.date}>{day.date}</time>
                </th>
                <td className="text-right">{formatCount(day.mail_requests_without_entry ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Section>
  );
}
