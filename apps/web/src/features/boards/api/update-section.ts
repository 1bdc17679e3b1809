import type { postEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshSections } from './reload-sections.ts';

type Api = typeof postEndpoints;

/** PUT /posts/{id}: only what is sent changes. */
export function useUpdateSection(boardId: number) {
  const refresh = useRefreshSections(boardId);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; title?: string; body?: string }) =>
      call<Api['update']>({ method: 'PUT', path: '/posts/:id' }, { params: { id }, body }),
    onSuccess: refresh,
  });
}
