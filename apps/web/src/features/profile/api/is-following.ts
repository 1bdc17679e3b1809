import type { socialEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { followKeys } from '../keys.ts';

type Api = typeof socialEndpoints;

/** GET /users/{u}/isFollowing: whether the signed-in person follows them. */
export function useIsFollowing(username: string, enabled: boolean) {
  return useQuery({
    queryKey: followKeys.isFollowing(username),
    queryFn: async () =>
      (
        await call<Api['isFollowing']>(
          { method: 'GET', path: '/users/:username/isFollowing' },
          { params: { username } },
        )
      ).isFollowing,
    enabled,
  });
}
