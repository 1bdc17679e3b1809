import type { memberEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshLinks } from './refresh-links.ts';

type Api = typeof memberEndpoints;

/** POST /projects/{id}/links: links a child board (its owner and co-owners). */
export function useLinkBoard(id: number) {
  const refresh = useRefreshLinks(id);
  return useMutation({
    mutationFn: (childID: number) =>
      call<Api['link']>(
        { method: 'POST', path: '/projects/:id/links' },
        { params: { id }, body: { childID } },
      ),
    onSuccess: refresh,
  });
}
