import type { BodyOf, fairEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** PUT /fairs/{id}: the organisers change the fair (its deadline, reopening editing…). */
export function useUpdateFair(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<Api['update']>) =>
      call<Api['update']>({ method: 'PUT', path: '/fairs/:id' }, { params: { id }, body }),
    onSuccess: (r) => {
      queryClient.setQueryData(fairKeys.detail(id), r);
      void queryClient.invalidateQueries({ queryKey: fairKeys.list });
    },
  });
}
