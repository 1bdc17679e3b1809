import type { Board, PostStatus, postEndpoints, Section } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { boardKeys } from '../keys.ts';

type Api = typeof postEndpoints;

/** PUT /posts/updateStatus/{projectID}; the board's completed count comes back with it. */
export function useSectionStatus(boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { postID: number; status: PostStatus; previousPostStatus: PostStatus }) =>
      call<Api['updateStatus']>(
        { method: 'PUT', path: '/posts/updateStatus/:id' },
        { params: { id: boardId }, body: { ...input, projectID: boardId } },
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
