import type { CreateProjectBody, UpdateProjectBody } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { type Board, boardKeys } from './types.ts';

export type CreateBoardInput = Partial<z.input<typeof CreateProjectBody>>;
export type UpdateBoardInput = z.input<typeof UpdateProjectBody>;

/** POST /projects → `{project, existing}`; `existing` means a draft from this template reopened. */
export function createBoard(body: CreateBoardInput) {
  return api.request<{ project: Board; existing: boolean }>('/projects', { method: 'POST', body });
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: ({ project }) => {
      queryClient.setQueryData(boardKeys.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: ['boards', 'user'] });
    },
  });
}

export function updateBoard(id: number, body: UpdateBoardInput) {
  return api.request<{ project: Board }>(`/projects/${id}`, { method: 'PUT', body });
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

export function useDeleteBoard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(`/projects/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: boardKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
