import type { BodyOf, partnerEndpoints } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { partnerKeys } from './keys.ts';

type Api = typeof partnerEndpoints;
const path = '/v2/partners/:id/page-info' as const;

/** GET /api/v2/partners/{id}/page-info: a partner's page information entries. */
export const usePageInfo = (id: number | undefined) =>
  useQuery({
    queryKey: partnerKeys.pageInfo(id ?? 0),
    enabled: id !== undefined,
    queryFn: ({ signal }) =>
      call<Api['pageInfo']>({ method: 'GET', path }, { params: { id: id ?? 0 }, signal }),
  });

/** Admin writes of page information: create (POST), change (PUT) and delete (DELETE) by name. */
export function usePageInfoWrites(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: partnerKeys.pageInfo(id) });
  return {
    create: useMutation({
      mutationFn: (body: BodyOf<Api['createPageInfo']>) =>
        call<Api['createPageInfo']>({ method: 'POST', path }, { params: { id }, body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: BodyOf<Api['updatePageInfo']>) =>
        call<Api['updatePageInfo']>({ method: 'PUT', path }, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (name: string) =>
        call<Api['deletePageInfo']>({ method: 'DELETE', path }, { params: { id }, query: { name } }),
      onSuccess: refresh,
    }),
  };
}
