import type { memberEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { useRefreshLinks } from './refresh-links.ts';

type Api = typeof memberEndpoints;

/** DELETE /projects/{id}/links/{childID}. */
export function useUnlinkBoard(id: number) {
  const refresh = useRefreshLinks(id);
  return useMutation({
    mutationFn: (childID: number) =>
      call<Api['unlink']>(
        { method: 'DELETE', path: '/projects/:id/links/:childID' },
        { params: { id, childID } },
      ),
    onSuccess: refresh,
  });
}
