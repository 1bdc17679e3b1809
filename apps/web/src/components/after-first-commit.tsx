import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children in a commit of their own, a task after the one that first shows it: what a
 * page shows below its first screen (a board's comments, team and similar boards) then neither adds
 * to that commit nor starts its requests in it. On a phone a board page's first commit with all of
 * them was one task of 150-250 ms at 4x CPU (issue 17, docs/performance.md). Once shown, they stay.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
