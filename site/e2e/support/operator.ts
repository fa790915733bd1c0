import { request as playwrightRequest } from '@playwright/test';
import { randomVisitorAddress } from './funnel-visitor.ts';
import { product } from './product.ts';

// The operator's view of the funnel, read through the visitor origin as the dashboard reads it.

export type FunnelFigures = {
  totalImpressions: number;
  totalEmails: number;
  flowComplete: number;
  downloadComplete: number;
  offerSelections: { offerId: string; name: string; count: number }[];
  personalInfoComplete?: number;
};

/** Today in the dashboard's zone, yyyy-MM-dd. */
export function easternToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

export async function readFunnelFigures({
  siteUrl,
  affiliateId,
}: {
  siteUrl: string;
  affiliateId: string;
}): Promise<FunnelFigures> {
  // The admin's shared token as the session cookie the sign-in would set (a sign-in here could race another).
  const context = await playwrightRequest.newContext({
    baseURL: siteUrl,
    extraHTTPHeaders: { 'x-forwarded-for': randomVisitorAddress(), cookie: `payload-token=${product.adminToken}` },
  });
  try {
    // A day either side: the figures are per affiliate, so the wider range only guards a midnight run.
    const day = easternToday();
    const query = new URLSearchParams({
      startDate: shiftDay(day, -1),
      endDate: shiftDay(day, 1),
      timezone: 'America/New_York',
      affiliateId,
    });
    const answer = await context.get(`/api/analytics/funnel?${query}`);
    if (!answer.ok()) throw new Error(`funnel report failed: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as FunnelFigures;
  } finally {
    await context.dispose();
  }
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
