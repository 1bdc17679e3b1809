import type { PostStatus } from '@makerboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { type Board, boardKeys, type Section } from './types.ts';

/** Sections of a board (api.md "Sections"): GET /projects/{id}/posts in priority order. */
export async function listSections(boardId: number, signal?: AbortSignal) {
  const page = await api.request<{ posts?: Section[] }>(`/projects/${boardId}/posts`, {
    query: { limit: 100, offset: 0, sort: 'priority' },
    signal,
  });
  return page.posts ?? [];
}

export const sectionsOptions = (boardId: number) =>
  queryOptions({
    queryKey: boardKeys.sections(boardId),
    queryFn: ({ signal }) => listSections(boardId, signal),
  });

export function useSections(boardId: number) {
  return useQuery(sectionsOptions(boardId));
}

/** Moves the item at `from` to `to`, the others closing ranks (what PUT /posts/{id}/priority does). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function useRefresh(boardId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: boardKeys.sections(boardId) });
    void queryClient.invalidateQueries({ queryKey: boardKeys.detail(boardId) });
  };
}

export function useCreateSection(boardId: number) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: (input: { title: string; body: string }) =>
      api.request<{ post: Section }>('/posts', { method: 'POST', body: { projectID: boardId, ...input } }),
    onSuccess: refresh,
  });
}

export function useUpdateSection(boardId: number) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: ({ id, ...input }: { id: number; title?: string; body?: string }) =>
      api.request<{ post: Section }>(`/posts/${id}`, { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteSection(boardId: number) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: (id: number) => api.request(`/posts/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** Reorders: the list moves at once, PUT /posts/{id}/priority follows, and a refusal rolls back. */
export function useMoveSection(boardId: number) {
  const queryClient = useQueryClient();
  const key = boardKeys.sections(boardId);
  return useMutation({
    mutationFn: ({ id, to }: { id: number; from: number; to: number }) =>
      api.request<{ order: number[] }>(`/posts/${id}/priority`, { method: 'PUT', body: { priority: to } }),
    onMutate: async ({ from, to }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Section[]>(key);
      if (previous) queryClient.setQueryData<Section[]>(key, moveItem(previous, from, to));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** PUT /posts/updateStatus/{projectID}; the board's completed count comes back with it. */
export function useSectionStatus(boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { postID: number; status: PostStatus; previousPostStatus: PostStatus }) =>
      api.request<{ updatedPostStatus: PostStatus; completedPostCount: number }>(
        `/posts/updateStatus/${boardId}`,
        { method: 'PUT', body: { ...input, projectID: boardId } },
      ),
    onSuccess: (result, input) => {
      queryClient.setQueryData<Section[]>(boardKeys.sections(boardId), (list) =>
        list?.map((s) => (s.id === input.postID ? { ...s, postStatus: result.updatedPostStatus } : s)),
      );
      queryClient.setQueryData<Board>(boardKeys.detail(boardId), (board) =>
        board ? { ...board, completedPostCount: result.completedPostCount } : board,
      );
    },
  });
}

export function useSectionLike(boardId: number) {
  const queryClient = useQueryClient();
  const key = boardKeys.sections(boardId);
  const patch = (id: number, on: boolean, likes?: number) =>
    queryClient.setQueryData<Section[]>(key, (list) =>
      list?.map((s) =>
        s.id === id
          ? {
              ...s,
              liked: on,
              metadata: {
                ...s.metadata,
                likes: likes ?? Math.max(0, s.metadata.likes + (s.liked === on ? 0 : on ? 1 : -1)),
              },
            }
          : s,
      ),
    );
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      api.request<{ liked: boolean; likes: number }>(`/posts/${id}/like`, { method: on ? 'POST' : 'DELETE' }),
    onMutate: ({ id, on }) => {
      const previous = queryClient.getQueryData<Section[]>(key);
      patch(id, on);
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result, { id, on }) => patch(id, on, result.likes),
  });
}
