import type { awardEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { awardKeys } from './keys.ts';

type Api = typeof awardEndpoints;

/** GET /users/{username}/awards: the awards of the public boards a person owns. */
export function useUserAwards(username: string) {
  return useQuery({
    queryKey: awardKeys.user(username),
    queryFn: ({ signal }) =>
      call<Api['userAwards']>(
        { method: 'GET', path: '/users/:username/awards' },
        { params: { username }, signal },
      ),
    select: (r) => r.awards,
    enabled: !!username,
  });
}
