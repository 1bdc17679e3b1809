import type { fairEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** GET /fairs: every fair, soonest deadline first. */
export function useFairs() {
  return useQuery({
    queryKey: fairKeys.list,
    queryFn: ({ signal }) => call<Api['list']>({ method: 'GET', path: '/fairs' }, { signal }),
    select: (r) => r.fairs,
  });
}
