import type { postEndpoints, Section } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof postEndpoints;

/** Moves the item at `from` to `to`, the others closing ranks (what PUT /posts/{id}/priority does). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Reorders: the list moves at once, PUT /posts/{id}/priority follows, and a refusal rolls back. */
export function useMoveSection(boardId: number) {
  const queryClient = useQueryClient();
  const key = boardKeys.sections(boardId);
  return useMutation({
    mutationFn: ({ id, to }: { id: number; from: number; to: number }) =>
      call<Api['move']>(
        { method: 'PUT', path: '/posts/:id/priority' },
        { params: { id }, body: { priority: to } },
      ),
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
