import type { pinEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pinKeys } from './pin-keys.ts';

type Api = typeof pinEndpoints;

/** GET /user/{username}/pin/stats: collections of the booth's pin by hour (its owner only). */
export const useBoothStats = (username: string, enabled: boolean) =>
  useQuery({
    queryKey: pinKeys.stats(username),
    queryFn: ({ signal }) =>
      call<Api['stats']>(
        { method: 'GET', path: '/user/:username/pin/stats' },
        { params: { username }, signal },
      ),
    enabled,
    refetchInterval: 60_000,
  });
