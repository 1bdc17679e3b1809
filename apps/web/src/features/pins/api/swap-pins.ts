import type { pinEndpoints } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pinKeys } from './pin-keys.ts';

type Api = typeof pinEndpoints;

/** GET /pin/swapped: one's swaps, asked and completed. */
export const useSwaps = (enabled: boolean) =>
  useQuery({
    queryKey: pinKeys.swaps(),
    queryFn: ({ signal }) => call<Api['swapped']>({ method: 'GET', path: '/pin/swapped' }, { signal }),
    enabled,
  });

/**
 * POST /pin/swap/{me}/{other}: asks for a swap, or confirms the one the other person asked for
 * (the mirror call); only then does each hold the other's pin.
 */
export function useSwapPin(me: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (other: string) =>
      call<Api['swap']>(
        { method: 'POST', path: '/pin/swap/:from/:to' },
        { params: { from: me, to: other }, body: { sendingUser: me, receivingUser: other } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: pinKeys.all }),
  });
}
