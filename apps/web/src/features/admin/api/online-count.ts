import type { systemEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { adminKeys } from '../keys.ts';

type Api = typeof systemEndpoints;

/** GET /users/onlineCount: who has a live socket now, read again every 15 seconds while shown. */
export const useOnlineCount = () =>
  useQuery({
    queryKey: adminKeys.online(),
    queryFn: ({ signal }) =>
      call<Api['onlineCount']>({ method: 'GET', path: '/users/onlineCount' }, { signal }),
    refetchInterval: 15_000,
  });
