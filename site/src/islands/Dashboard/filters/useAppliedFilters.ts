import { useCallback, useEffect, useState } from 'react';
import { isSameReportFilters, readReportFilters, writeReportFilters, type ReportFilters } from '../../../flows/dashboard/report-filters.ts';

function readFromLocation(): ReportFilters {
  return readReportFilters({ search: window.location.search, now: new Date() });
}

/**
 * The filters the report shows, kept in the URL: applying pushes a history entry (so Back returns to
 * the previous view), and Back/Forward re-apply the filters of that entry.
 */
export function useAppliedFilters() {
  const [filters, setFilters] = useState<ReportFilters>(readFromLocation);

  useEffect(() => {
    const onPopState = () => setFilters(readFromLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const apply = useCallback((next: ReportFilters) => {
    const search = writeReportFilters(next);
    if (search !== window.location.search) window.history.pushState(null, '', `${window.location.pathname}${search}`);
    setFilters((current) => (isSameReportFilters(current, next) ? current : next));
  }, []);

  return { filters, apply };
}
