import type { pinEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pinKeys } from './pin-keys.ts';

type Api = typeof pinEndpoints;

/** GET /user/pins/code: one's visitor code, which a booth scans or types. */
export const useVisitorCode = (enabled: boolean) =>
  useQuery({
    queryKey: pinKeys.code(),
    queryFn: ({ signal }) => call<Api['visitorCode']>({ method: 'GET', path: '/user/pins/code' }, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
