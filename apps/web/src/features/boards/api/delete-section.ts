import type { postEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshSections } from './reload-sections.ts';

type Api = typeof postEndpoints;

/** DELETE /posts/{id}: the board keeps at least one section (the server says so). */
export function useDeleteSection(boardId: number) {
  const refresh = useRefreshSections(boardId);
  return useMutation({
    mutationFn: (id: number) =>
      call<Api['remove']>({ method: 'DELETE', path: '/posts/:id' }, { params: { id } }),
    onSuccess: refresh,
  });
}
