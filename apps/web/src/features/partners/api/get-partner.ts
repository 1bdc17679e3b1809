import type { partnerEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { partnerKeys } from './keys.ts';

type Api = typeof partnerEndpoints;

/** GET /api/v2/partners/{name}: one partner, when a name is given. */
export const usePartner = (name: string | null) =>
  useQuery({
    queryKey: partnerKeys.one(name ?? ''),
    enabled: !!name,
    queryFn: ({ signal }) =>
      call<Api['get']>(
        { method: 'GET', path: '/v2/partners/:name' },
        { params: { name: name ?? '' }, signal },
      ),
  });
