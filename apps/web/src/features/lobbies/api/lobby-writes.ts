import type { AreaBody, CreateLobbyBody, lobbyEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { lobbyKeys } from '../keys.ts';

type Api = typeof lobbyEndpoints;

/** The editor's writes: a new lobby, and adding or removing an area; every lobby read is refreshed. */
export function useLobbyWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: lobbyKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: CreateLobbyBody) =>
        call<Api['create']>({ method: 'POST', path: '/lobbies' }, { body }),
      onSuccess: refresh,
    }),
    addArea: useMutation({
      mutationFn: ({ id, body }: { id: number; body: AreaBody }) =>
        call<Api['addArea']>({ method: 'POST', path: '/lobbies/:id/areas' }, { params: { id }, body }),
      onSuccess: refresh,
    }),
    removeArea: useMutation({
      mutationFn: ({ id, areaID }: { id: number; areaID: number }) =>
        call<Api['removeArea']>(
          { method: 'DELETE', path: '/lobbies/:id/areas/:areaID' },
          { params: { id, areaID } },
        ),
      onSuccess: refresh,
    }),
  };
}
