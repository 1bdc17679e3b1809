import type { BodyOf, partnerEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { forgetSites } from '../../../api/site.ts';
import { partnerKeys } from '../../partners/index.ts';

type Api = typeof partnerEndpoints;

/**
 * PUT /api/v2/partners/{id}: what a partner build applies. The builds this tab knows are forgotten,
 * so the next page of a partner path follows the new rules.
 */
export function useUpdatePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<Api['update']> }) =>
      call<Api['update']>({ method: 'PUT', path: '/v2/partners/:id' }, { params: { id }, body }),
    onSuccess: () => {
      forgetSites();
      void client.invalidateQueries({ queryKey: partnerKeys.all });
      void client.invalidateQueries({ queryKey: ['site'] });
    },
  });
}
