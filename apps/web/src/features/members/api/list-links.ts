import type { memberEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { memberKeys } from '../keys.ts';

type Api = typeof memberEndpoints;

/** GET /projects/{id}/links: the linked boards the viewer may see, up to 100. */
export function useBoardLinks(id: number) {
  return useQuery({
    queryKey: memberKeys.links(id),
    queryFn: async ({ signal }) => {
      const page = await call<Api['links']>(
        { method: 'GET', path: '/projects/:id/links' },
        { params: { id }, query: { limit: 100 }, signal },
      );
      return asPage('links', page);
    },
  });
}
