import type { CreateClassBody, classEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** POST /teachers/classes: a new class with its code (teachers only). */
export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassBody) =>
      call<Api['create']>({ method: 'POST', path: '/teachers/classes' }, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.list() }),
  });
}
