import type { auditoriumEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { auditoriumKeys } from '../keys.ts';

type Api = typeof auditoriumEndpoints;

/** GET /auditorium: every auditorium (the clickable-area editor offers them as link targets). */
export const useAuditoriums = () =>
  useQuery({
    queryKey: auditoriumKeys.list(),
    queryFn: ({ signal }) => call<Api['list']>({ method: 'GET', path: '/auditorium' }, { signal }),
  });
