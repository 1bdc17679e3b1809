import type { postEndpoints, Section } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof postEndpoints;

/** POST or DELETE /posts/{id}/like: the heart moves at once, the server's count follows. */
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
      on
        ? call<Api['like']>({ method: 'POST', path: '/posts/:id/like' }, { params: { id } })
        : call<Api['unlike']>({ method: 'DELETE', path: '/posts/:id/like' }, { params: { id } }),
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
