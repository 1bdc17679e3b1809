import type { fairEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** GET /projects/declineReasons: the reasons a reviewer may pick, in en, de and fr. */
export function useDeclineReasons() {
  return useQuery({
    queryKey: fairKeys.declineReasons,
    queryFn: ({ signal }) =>
      call<Api['declineReasons']>({ method: 'GET', path: '/projects/declineReasons' }, { signal }),
    select: (r) => r.reasons,
    staleTime: 3_600_000,
  });
}
