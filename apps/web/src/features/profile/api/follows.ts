import type { PublicUser } from '@makerboard/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { userKeys } from '../../../api/users.ts';

export type FollowDirection = 'following' | 'followers';

interface UserPage {
  users: PublicUser[];
  total: number;
  hasMore: boolean;
}

export const followKeys = {
  list: (username: string, direction: FollowDirection) => ['follows', username, direction] as const,
  isFollowing: (username: string) => ['follows', 'is', username] as const,
};

/** GET /users/{u}/following and /followers, 24 at a time. */
export function useFollowList(username: string, direction: FollowDirection) {
  return useInfiniteQuery({
    queryKey: followKeys.list(username, direction),
    queryFn: async ({ pageParam }) => {
      const page = await api.request<Partial<UserPage>>(
        `/users/${encodeURIComponent(username)}/${direction}`,
        {
          query: { limit: 24, offset: pageParam },
        },
      );
      return { users: page.users ?? [], total: page.total ?? 0, hasMore: page.hasMore ?? false };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((sum, p) => sum + p.users.length, 0) : undefined,
  });
}

export function useIsFollowing(username: string, enabled: boolean) {
  return useQuery({
    queryKey: followKeys.isFollowing(username),
    queryFn: async () =>
      (await api.request<{ isFollowing: boolean }>(`/users/${encodeURIComponent(username)}/isFollowing`))
        .isFollowing,
    enabled,
  });
}

/** POST or DELETE /users/{u}/follow; refreshes the follow lists and the profile counts. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, on }: { username: string; on: boolean }) =>
      api.request<{ following: boolean }>(`/users/${encodeURIComponent(username)}/follow`, {
        method: on ? 'POST' : 'DELETE',
      }),
    onSuccess: (_r, { username, on }) => {
      queryClient.setQueryData(followKeys.isFollowing(username), on);
      void queryClient.invalidateQueries({ queryKey: ['follows'] });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile(username) });
      void queryClient.invalidateQueries({ queryKey: ['users', 'profile'] });
    },
  });
}
