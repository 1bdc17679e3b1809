import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { type Board, boardKeys } from './types.ts';

export async function getBoard(id: number, signal?: AbortSignal) {
  return (await api.request<{ project: Board }>(`/projects/${id}`, { signal })).project;
}

export const boardOptions = (id: number) =>
  queryOptions({ queryKey: boardKeys.detail(id), queryFn: ({ signal }) => getBoard(id, signal) });

export function useBoard(id: number) {
  return useQuery({ ...boardOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
