import type { classEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** GET /teachers/classes: the classes one teaches and those one joined as a student. */
export const useClasses = (enabled = true) =>
  useQuery({
    queryKey: classKeys.list(),
    queryFn: ({ signal }) => call<Api['list']>({ method: 'GET', path: '/teachers/classes' }, { signal }),
    enabled,
  });
