import type { postEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshSections } from './reload-sections.ts';

type Api = typeof postEndpoints;

/** POST /posts: a new section at the end of the board. */
export function useCreateSection(boardId: number) {
  const refresh = useRefreshSections(boardId);
  return useMutation({
    mutationFn: (input: { title: string; body: string }) =>
      call<Api['create']>({ method: 'POST', path: '/posts' }, { body: { projectID: boardId, ...input } }),
    onSuccess: refresh,
  });
}
