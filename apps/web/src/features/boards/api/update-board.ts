import type { boardEndpoints, UpdateProjectBody } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/endpoint.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof boardEndpoints;

export type UpdateBoardInput = z.input<typeof UpdateProjectBody>;

/** PUT /projects/{id}: only what is sent changes → `{project}`. */
export function updateBoard(id: number, body: UpdateBoardInput) {
  return call<Api['update']>({ method: 'PUT', path: '/projects/:id' }, { params: { id }, body });
}

export function useUpdateBoard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBoardInput) => updateBoard(id, body),
    onSuccess: ({ project }) => {
      queryClient.setQueryData(boardKeys.detail(id), project);
      void queryClient.invalidateQueries({ queryKey: boardKeys.lists });
    },
  });
}
