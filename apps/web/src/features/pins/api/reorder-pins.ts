import type { HeldPin, pinEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pinKeys } from './pin-keys.ts';

type Api = typeof pinEndpoints;

/** PUT /user/pins/reorder: every held pin's id in the new order; the list shows it at once. */
export function useReorderPins(username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pins: HeldPin[]) =>
      call<Api['reorder']>(
        { method: 'PUT', path: '/user/pins/reorder' },
        { body: { ids: pins.map((p) => p.id) } },
      ),
    onMutate: (pins) => {
      client.setQueryData(pinKeys.held(username), (old: { pins: HeldPin[] } | undefined) =>
        old ? { ...old, pins } : old,
      );
    },
    onError: () => client.invalidateQueries({ queryKey: pinKeys.held(username) }),
  });
}
