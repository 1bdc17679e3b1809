import type { boardEndpoints, CreateProjectBody } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/endpoint.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof boardEndpoints;

export type CreateBoardInput = Partial<z.input<typeof CreateProjectBody>>;

/** POST /projects → `{project, existing}`; `existing` means a draft from this template reopened. */
export function createBoard(body: CreateBoardInput) {
  return call<Api['create']>({ method: 'POST', path: '/projects' }, { body });
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: ({ project }) => {
      queryClient.setQueryData(boardKeys.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: boardKeys.users });
    },
  });
}
