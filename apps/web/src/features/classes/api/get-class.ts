import type { classEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** GET /teachers/classes/{id}: one class, for its teacher. */
export const useClass = (id: number) =>
  useQuery({
    queryKey: classKeys.one(id),
    queryFn: ({ signal }) =>
      call<Api['get']>({ method: 'GET', path: '/teachers/classes/:id' }, { params: { id }, signal }),
  });
