import type { FairRole, fairEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** POST /fairs/{id}/staff: gives a person a role at the fair. */
export function useAddStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userName: string; role: FairRole }) =>
      call<Api['addStaff']>({ method: 'POST', path: '/fairs/:id/staff' }, { params: { id }, body }),
    onSuccess: (r) => queryClient.setQueryData(fairKeys.staff(id), r),
  });
}
