import { useCallback, useEffect, useState } from 'react';
import { keepDimensionParams } from '../logic/dimension-view.ts';
import {
  isSameReportFilters,
  readReportFilters,
  writeReportFilters,
  type ReportFilters,
} from '../logic/report-filters.ts';

function readFromLocation(timeZone: string): ReportFilters {
  return readReportFilters({ search: window.location.search, now: new Date(), timeZone });
}

/**
 * The filters the report shows, kept in the URL: applying pushes a history entry (so Back returns to
 * the previous view), and Back/Forward re-apply the filters of that entry.
 */
export function useAppliedFilters(timeZone: string) {
  const [filters, setFilters] = useState<ReportFilters>(() => readFromLocation(timeZone));

  useEffect(() => {
    const onPopState = () => setFilters(readFromLocation(timeZone));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [timeZone]);

  const apply = useCallback(
    (next: ReportFilters) => {
      // The page's filters rewrite their own part of the URL; the dimension view's parameters stay.
      const search = keepDimensionParams(writeReportFilters(next), window.location.search);
      if (search !== window.location.search) window.history.pushState(null, '', `${window.location.pathname}${search}`);
      setFilters((current) => (isSameReportFilters(current, next) ? current : { ...next, timeZone }));
    },
    [timeZone],
  );

  return { filters, apply };
}
