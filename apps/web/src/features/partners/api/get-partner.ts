import type { partnerEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { partnerKeys } from './keys.ts';

type Api = typeof partnerEndpoints;

/**
 * GET /api/v2/partners/{name}: one partner, when a name is given. `quiet` is for the header: a
 * path segment that names no partner is not retried, and is kept an hour as "none".
 */
export const usePartner = (name: string | null, options: { quiet?: boolean } = {}) =>
  useQuery({
    queryKey: partnerKeys.one(name ?? ''),
    enabled: !!name,
    ...(options.quiet ? { retry: false, staleTime: 3_600_000 } : {}),
    queryFn: ({ signal }) =>
      call<Api['get']>(
        { method: 'GET', path: '/v2/partners/:name' },
        { params: { name: name ?? '' }, signal },
      ),
  });
