import type { awardEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { awardKeys } from './keys.ts';

type Api = typeof awardEndpoints;

/** GET /users/awardPermissions: the awards the signed-in person may give. */
export function useAwardPermissions(enabled: boolean) {
  return useQuery({
    queryKey: awardKeys.mine,
    queryFn: ({ signal }) =>
      call<Api['myPermissions']>({ method: 'GET', path: '/users/awardPermissions' }, { signal }),
    select: (r) => r.awards,
    enabled,
  });
}
