import { createHash } from 'node:crypto';
import type { DailyAnalyticsRow } from '@seniorguide/contracts';
import { formatDollars } from '@seniorguide/funnel';

// The daily summary's email: yesterday's figures in the reader's own time zone beside the day before, as
// plain text and as simple HTML in large type (older eyes, phones), figures as the dashboard prints them.

type Figure = { label: string; yesterday: number; dayBefore: number; money: boolean };

function figuresOf(yesterday: DailyAnalyticsRow, dayBefore: DailyAnalyticsRow): Figure[] {
  const cents = (row: DailyAnalyticsRow, key: 'revenueCents' | 'payoutCents' | 'profitCents') => row.money?.[key] ?? 0;
  return [
    { label: 'Impressions', yesterday: yesterday.page_visits, dayBefore: dayBefore.page_visits, money: false },
    { label: 'Signups', yesterday: yesterday.total_emails, dayBefore: dayBefore.total_emails, money: false },
    {
      label: 'Accepted offers',
      yesterday: yesterday.offer_selections,
      dayBefore: dayBefore.offer_selections,
      money: false,
    },
    {
      label: 'Revenue',
      yesterday: cents(yesterday, 'revenueCents'),
      dayBefore: cents(dayBefore, 'revenueCents'),
      money: true,
    },
    {
      label: 'Payout',
      yesterday: cents(yesterday, 'payoutCents'),
      dayBefore: cents(dayBefore, 'payoutCents'),
      money: true,
    },
    {
      label: 'Profit',
      yesterday: cents(yesterday, 'profitCents'),
      dayBefore: cents(dayBefore, 'profitCents'),
      money: true,
    },
  ];
}

const shown = (figure: Figure, value: number) => (figure.money ? formatDollars(value) : value.toLocaleString('en-US'));

/** "up 3 (+25%)", "down $2.00 (−10%)", "same", or "new" when the day before had none. */
export function changeOf(figure: Figure): string {
  const difference = figure.yesterday - figure.dayBefore;
  if (difference === 0) return 'same';
  const amount = figure.money ? formatDollars(Math.abs(difference)) : Math.abs(difference).toLocaleString('en-US');
  const direction = difference > 0 ? 'up' : 'down';
  if (figure.dayBefore <= 0) return `${direction} ${amount}`;
  const percent = Math.round((difference / figure.dayBefore) * 100);
  return `${direction} ${amount} (${percent > 0 ? '+' : ''}${percent}%)`;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** "Friday 27 November 2026" for a local date. */
function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

export function dailySummaryEmail({
  yesterday,
  dayBefore,
  timeZone,
  dashboardUrl,
}: {
  yesterday: DailyAnalyticsRow;
  dayBefore: DailyAnalyticsRow;
  timeZone: string;
  dashboardUrl: string;
}): { subject: string; text: string; html: string } {
  const figures = figuresOf(yesterday, dayBefore);
  const when = `${longDate(yesterday.date)} (${timeZone})`;
  const footer = [
    'You get this email because you chose "Email me a daily summary" on your user in the CMS.',
    'Turn it off there at any time.',
  ];
  const text = [
    `Yesterday, ${when}, beside the day before (${longDate(dayBefore.date)}):`,
    '',
    ...figures.map(
      (figure) =>
        `${figure.label}: ${shown(figure, figure.yesterday)} (day before: ${shown(figure, figure.dayBefore)}; ${changeOf(figure)})`,
    ),
    '',
    `Open the dashboard: ${dashboardUrl}`,
    '',
    ...footer,
  ].join('\n');
  const cell = 'padding:8px 16px 8px 0;text-align:left;';
  const rows = figures
    .map(
      (figure) =>
        `<tr><th scope="row" style="${cell}">${figure.label}</th>` +
        `<td style="${cell}font-size:26px;font-weight:bold;">${escapeHtml(shown(figure, figure.yesterday))}</td>` +
        `<td style="${cell}">${escapeHtml(shown(figure, figure.dayBefore))}</td>` +
        `<td style="${cell}">${escapeHtml(changeOf(figure))}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:20px;line-height:1.5;color:#1a1a1a;margin:0;padding:16px;">
<h1 style="font-size:28px;margin:0 0 12px;">Yesterday: ${escapeHtml(when)}</h1>
<table style="border-collapse:collapse;font-size:20px;">
<thead><tr><th scope="col" style="${cell}">Figure</th><th scope="col" style="${cell}">Yesterday</th><th scope="col" style="${cell}">Day before</th><th scope="col" style="${cell}">Change</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p><a href="${escapeHtml(dashboardUrl)}" style="color:#0b57d0;">Open the dashboard</a></p>
<p style="font-size:18px;color:#444;">${footer.map(escapeHtml).join(' ')}</p>
</body></html>`;
  return { subject: `Daily summary for ${longDate(yesterday.date)}`, text, html };
}

/** The summary's job id: the reader's local day and a hash of their address, so one email per reader and day. */
export function summaryJobId({ date, email }: { date: string; email: string }): string {
  const recipient = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
  return `summary:${date}:${recipient}`;
}
