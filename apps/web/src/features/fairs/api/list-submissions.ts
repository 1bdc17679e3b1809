import type { PARTNER_FILTERS, submissionEndpoints } from '@makerboard/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { tokens } from '../../../api/http.ts';
import { fairKeys } from './keys.ts';

type Api = typeof submissionEndpoints;
export type ReviewFilter = (typeof PARTNER_FILTERS)[number];
const PAGE = 10;

/**
 * GET /partner/submissions: one tab of a fair's review lists, paged, with a search. While a new
 * search loads, the cards found so far stay (and a dialog open on one stays open).
 */
export function useSubmissions(fairId: number, filter: ReviewFilter, query: string) {
  return useInfiniteQuery({
    queryKey: fairKeys.submissionList(fairId, filter, query),
    queryFn: async ({ pageParam, signal }) => {
      const r = await call<Api['list']>(
        { method: 'GET', path: '/partner/submissions' },
        {
          query: { fairID: fairId, filter, limit: PAGE, offset: pageParam, ...(query ? { query } : {}) },
          signal,
        },
      );
      return 'projects' in r ? r : { projects: [], total: r.total, hasMore: false };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((n, p) => n + p.projects.length, 0) : undefined,
    placeholderData: keepPreviousData,
  });
}

/** The count of one tab (count mode: `limit=0&offset=0`, spec/000 §2 "read one after another for counts"). */
export function useSubmissionCount(fairId: number, filter: ReviewFilter) {
  return useQuery({
    queryKey: fairKeys.submissionCount(fairId, filter),
    queryFn: async ({ signal }) =>
      (
        await call<Api['list']>(
          { method: 'GET', path: '/partner/submissions' },
          { query: { fairID: fairId, filter, limit: 0, offset: 0 }, signal },
        )
      ).total,
  });
}

/** GET /partner/submissions/export: one tab as a CSV file, saved by the browser. */
export async function downloadSubmissionsCsv(fairId: number, filter: ReviewFilter, query: string) {
  const params = new URLSearchParams({ fairID: String(fairId), filter, ...(query ? { query } : {}) });
  const { accessToken } = tokens.get();
  const response = await fetch(`/api/partner/submissions/export?${params}`, {
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new Error(response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `submissions-${fairId}-${filter}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
