import type { socialEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { userKeys } from '../../../api/users.ts';
import { followKeys } from '../keys.ts';

type Api = typeof socialEndpoints;

/** POST (follow) or DELETE (unfollow) /users/{u}/follow → `{following}`. */
function follow(username: string, on: boolean) {
  return on
    ? call<Api['follow']>({ method: 'POST', path: '/users/:username/follow' }, { params: { username } })
    : call<Api['unfollow']>({ method: 'DELETE', path: '/users/:username/follow' }, { params: { username } });
}

/** Follows or unfollows; refreshes the follow lists and the profile counts. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, on }: { username: string; on: boolean }) => follow(username, on),
    onSuccess: (_r, { username, on }) => {
      queryClient.setQueryData(followKeys.isFollowing(username), on);
      void queryClient.invalidateQueries({ queryKey: followKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile(username) });
      void queryClient.invalidateQueries({ queryKey: userKeys.profiles });
    },
  });
}
