import type { memberEndpoints } from '@makerboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { memberKeys } from '../keys.ts';

type Api = typeof memberEndpoints;

export const CONTRIBUTIONS_PAGE = 10;

/** GET /projects/{id}/contributions: the board's sections and comments, newest first, a page at a time. */
export function useBoardContributions(id: number, offset: number) {
  return useQuery({
    queryKey: memberKeys.contributions(id, offset),
    queryFn: async ({ signal }) => {
      const page = await call<Api['contributions']>(
        { method: 'GET', path: '/projects/:id/contributions' },
        { params: { id }, query: { limit: CONTRIBUTIONS_PAGE, offset }, signal },
      );
      return asPage('contributions', page);
    },
    placeholderData: keepPreviousData,
  });
}
