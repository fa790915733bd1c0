import { useCallback, useEffect, useState } from 'react';
import { readDimensionView, writeDimensionView, type DimensionView } from '../logic/dimension-view.ts';

/** The "By dimension" view, kept in the URL: each change pushes a history entry, Back/Forward restore it. */
export function useDimensionView() {
  const [view, setView] = useState<DimensionView>(() => readDimensionView(window.location.search));

  useEffect(() => {
    const onPopState = () => setView(readDimensionView(window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const change = useCallback((next: DimensionView) => {
    const search = writeDimensionView(next, window.location.search);
    if (search !== window.location.search) window.history.pushState(null, '', `${window.location.pathname}${search}`);
    setView(next);
  }, []);

  return { view, change };
}
