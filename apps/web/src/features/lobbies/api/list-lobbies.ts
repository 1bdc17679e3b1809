import type { lobbyEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { lobbyKeys } from '../keys.ts';

type Api = typeof lobbyEndpoints;

/** GET /lobbies: every lobby with the number of its areas. */
export const useLobbies = () =>
  useQuery({
    queryKey: lobbyKeys.list(),
    queryFn: ({ signal }) => call<Api['list']>({ method: 'GET', path: '/lobbies' }, { signal }),
  });
