import type { postEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshSections } from './reload-sections.ts';

type Api = typeof postEndpoints;

/** POST /posts: a new section at the end of the board, with the files chosen before saving it. */
export function useCreateSection(boardId: number) {
  const refresh = useRefreshSections(boardId);
  return useMutation({
    mutationFn: (input: { title: string; body: string; attachments?: number[] | undefined }) =>
      call<Api['create']>({ method: 'POST', path: '/posts' }, { body: { projectID: boardId, ...input } }),
    onSuccess: refresh,
  });
}
