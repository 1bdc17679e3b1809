import type { ReportAction, reportEndpoints } from '@makerboard/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage, nextOffset } from '../../../api/page.ts';
import { adminKeys } from '../keys.ts';

type Api = typeof reportEndpoints;
const PAGE = 20;

/** GET /admin/reports: the moderation queue, open or closed, page by page. */
export function useReports(status: 'open' | 'closed') {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    queryFn: async ({ pageParam, signal }) =>
      asPage(
        'reports',
        await call<Api['list']>(
          { method: 'GET', path: '/admin/reports' },
          { query: { status, limit: PAGE, offset: pageParam }, signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.reports.length),
  });
}

/** PUT /admin/reports/{id}: hide, restore or dismiss; both tabs are read again. */
export function useReportAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReportAction }) =>
      call<Api['act']>({ method: 'PUT', path: '/admin/reports/:id' }, { params: { id }, body: { action } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reports'] }),
  });
}
