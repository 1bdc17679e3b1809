import type { socialEndpoints } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage, nextOffset } from '../../../api/page.ts';
import { boardKeys } from '../keys.ts';
import { PAGE_SIZE } from './list-boards.ts';

type Api = typeof socialEndpoints;

export const USER_BOARD_FILTERS = ['viewall', 'private', 'public', 'anonymous', 'templates'] as const;
export type UserBoardFilter = (typeof USER_BOARD_FILTERS)[number];
export const USER_BOARD_STATUSES = ['pending', 'resubmitted', 'declined', 'approved', 'submitted'] as const;
export type UserBoardStatus = (typeof USER_BOARD_STATUSES)[number];

export interface UserBoardsParams {
  filter?: UserBoardFilter | undefined;
  /** `any`: every board submitted to a fair (viewAll?view=submissions). */
  status?: UserBoardStatus | 'any' | undefined;
}

/** GET /users/{username}/projects with the filters of spec/000 §9. */
export function useUserBoards(username: string, params: UserBoardsParams) {
  return useInfiniteQuery({
    queryKey: boardKeys.user(username, { kind: 'projects', ...params }),
    queryFn: async ({ pageParam }) =>
      asPage(
        'projects',
        await call<Api['projects']>(
          { method: 'GET', path: '/users/:username/projects' },
          {
            params: { username },
            query: { limit: PAGE_SIZE, offset: pageParam, filter: params.filter, status: params.status },
          },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.projects.length),
  });
}
