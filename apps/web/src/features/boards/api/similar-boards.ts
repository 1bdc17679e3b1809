import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { type BoardPage, boardKeys } from './types.ts';

export async function similarBoards(id: number, limit = 4) {
  const page = await api.request<Partial<BoardPage>>(`/projects/${id}/similar`, { query: { limit } });
  return page.projects ?? [];
}

export function useSimilarBoards(id: number) {
  return useQuery({ queryKey: boardKeys.similar(id), queryFn: () => similarBoards(id), staleTime: 60_000 });
}
