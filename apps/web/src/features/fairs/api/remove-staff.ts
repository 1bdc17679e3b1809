import type { fairEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { fairKeys } from './keys.ts';

type Api = typeof fairEndpoints;

/** DELETE /fairs/{id}/staff/{userName}: takes every role of the person at the fair. */
export function useRemoveStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) =>
      call<Api['removeStaff']>(
        { method: 'DELETE', path: '/fairs/:id/staff/:userName' },
        { params: { id, userName } },
      ),
    onSuccess: (r) => queryClient.setQueryData(fairKeys.staff(id), r),
  });
}
