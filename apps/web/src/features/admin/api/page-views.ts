import type { pageViewEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { adminKeys } from '../keys.ts';

type PageViews = typeof pageViewEndpoints;

/** GET /admin/pageviews: the most viewed screens of the last `days` days. */
export const usePageViews = (days: number) =>
  useQuery({
    queryKey: adminKeys.pageViews(days),
    queryFn: ({ signal }) =>
      call<PageViews['summary']>(
        { method: 'GET', path: '/admin/pageviews' },
        { query: { days, limit: 100 }, signal },
      ),
  });
