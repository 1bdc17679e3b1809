import type { classEndpoints, UpdateClassBody } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** PUT /teachers/classes/{id}: name, image, whether students may make public boards. */
export function useUpdateClass(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClassBody) =>
      call<Api['update']>({ method: 'PUT', path: '/teachers/classes/:id' }, { params: { id }, body }),
    onSuccess: (result) => client.setQueryData(classKeys.one(id), result),
  });
}
