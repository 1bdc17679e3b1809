import type { PartnerKind, partnerEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { partnerKeys } from './keys.ts';

type Api = typeof partnerEndpoints;

/** How many organisations a page lists at most: every one, in practice. */
const LIMIT = 100;

/** GET /api/v2/partners?kind=: the partners, the sponsors or the special-award organisations. */
export const usePartners = (kind: PartnerKind) =>
  useQuery({
    queryKey: partnerKeys.list(kind),
    queryFn: async ({ signal }) =>
      asPage(
        'partners',
        await call<Api['list']>(
          { method: 'GET', path: '/v2/partners' },
          { query: { kind, limit: LIMIT, offset: 0 }, signal },
        ),
      ),
  });
