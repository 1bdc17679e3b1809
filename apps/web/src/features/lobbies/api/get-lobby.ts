import type { lobbyEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { lobbyKeys } from '../keys.ts';

type Api = typeof lobbyEndpoints;

/** GET /lobbies/path/{path}: the lobby of a 2d page with its clickable areas. */
export const useLobbyByPath = (path: string) =>
  useQuery({
    queryKey: lobbyKeys.byPath(path),
    queryFn: ({ signal }) =>
      call<Api['byPath']>({ method: 'GET', path: '/lobbies/path/:path' }, { params: { path }, signal }),
  });

/** GET /lobbies/{id}: a lobby for the clickable-area editor. */
export const useLobby = (id: number | null) =>
  useQuery({
    queryKey: lobbyKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      call<Api['get']>({ method: 'GET', path: '/lobbies/:id' }, { params: { id: id ?? 0 }, signal }),
  });
