import { ANALYTICS_TIMEZONE } from '@seniorguide/funnel';
import { createContext, useContext } from 'react';

// The signed-in operator's time zone (their CMS user's), for the parts of the dashboard that print a moment
// without a report's filters: the alert banner, postback attempts, held conversions, experiments, the audit log.

export const OperatorZoneContext = createContext<string>(ANALYTICS_TIMEZONE);

export function useOperatorZone(): string {
  return useContext(OperatorZoneContext);
}

/** The zone a signed-in user's dashboard uses: their own, or US Eastern when they have none. */
export function zoneOfUser(user: { timeZone?: string | undefined }): string {
  return user.timeZone ?? ANALYTICS_TIMEZONE;
}
