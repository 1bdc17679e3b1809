import type { boardEndpoints } from '@makerboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof boardEndpoints;

/** GET /projects/{id}: one board. */
export async function getBoard(id: number, signal?: AbortSignal) {
  return (await call<Api['get']>({ method: 'GET', path: '/projects/:id' }, { params: { id }, signal }))
    .project;
}

export const boardOptions = (id: number) =>
  queryOptions({ queryKey: boardKeys.detail(id), queryFn: ({ signal }) => getBoard(id, signal) });

export function useBoard(id: number) {
  return useQuery({ ...boardOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
