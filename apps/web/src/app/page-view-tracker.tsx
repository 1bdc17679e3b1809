import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { systemApi } from '../api/system.ts';
import { pageViewPath } from './route-handle.ts';

/**
 * Page-view tracking (spec/000 §2): one POST /pageviews per navigation with the screen's route
 * pattern, except the story view (a board counts its own views) and the article redirect.
 */
export function PageViewTracker() {
  const location = useLocation();
  const path = pageViewPath(useMatches());
  // biome-ignore lint/correctness/useExhaustiveDependencies: one count per navigation (location.key)
  useEffect(() => {
    if (path) void systemApi.recordPageView(path).catch(() => {});
  }, [location.key]);
  return null;
}
