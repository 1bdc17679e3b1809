import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { type BoardPage, boardKeys, nextOffset, PAGE_SIZE } from './types.ts';

export const USER_BOARD_FILTERS = ['viewall', 'private', 'public', 'anonymous', 'templates'] as const;
export type UserBoardFilter = (typeof USER_BOARD_FILTERS)[number];
export const USER_BOARD_STATUSES = ['pending', 'resubmitted', 'declined', 'approved', 'submitted'] as const;
export type UserBoardStatus = (typeof USER_BOARD_STATUSES)[number];

export interface UserBoardsParams {
  kind: 'projects' | 'contributions';
  filter?: UserBoardFilter | undefined;
  status?: UserBoardStatus | undefined;
}

/** GET /users/{u}/projects (filters of spec/000 §9) or GET /users/{u}/contributions. */
export function useUserBoards(username: string, params: UserBoardsParams) {
  return useInfiniteQuery({
    queryKey: boardKeys.user(username, params),
    queryFn: async ({ pageParam }) => {
      const page = await api.request<Partial<BoardPage>>(
        `/users/${encodeURIComponent(username)}/${params.kind}`,
        {
          query: {
            limit: PAGE_SIZE,
            offset: pageParam,
            ...(params.kind === 'projects' ? { filter: params.filter, status: params.status } : {}),
          },
        },
      );
      return { projects: page.projects ?? [], total: page.total ?? 0, hasMore: page.hasMore ?? false };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.projects.length),
  });
}
