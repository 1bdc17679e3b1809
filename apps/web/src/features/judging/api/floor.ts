import type { judgingEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { judgingKeys } from './keys.ts';

type Api = typeof judgingEndpoints;

/** GET /judging/floor: per team and judge, boards scored and left; boards still short of scores. */
export function useFloor(fairId: number) {
  return useQuery({
    queryKey: judgingKeys.floor(fairId),
    queryFn: ({ signal }) =>
      call<Api['floor']>({ method: 'GET', path: '/judging/floor' }, { query: { fairID: fairId }, signal }),
  });
}
