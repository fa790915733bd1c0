import { useEffect, useState } from 'react';

/**
 * False during hydration, true right after. An island that hydrates late (on intent) may find its store
 * already changed (a toast shown, the modal asked for); rendering that state only after mounting keeps
 * the first client render identical to the server's HTML, so React never reports a hydration mismatch.
 */
export function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);
  return hasMounted;
}
