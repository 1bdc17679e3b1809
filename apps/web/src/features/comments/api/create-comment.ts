import type { commentEndpoints } from '@makerboard/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { idempotencyKeyOf, retryLostAnswers } from '../../../api/idempotency.ts';
import type { CommentThread } from './list-comments.ts';
import { useRefreshThread } from './refresh-thread.ts';

type Api = typeof commentEndpoints;

export interface NewComment {
  body: string;
  anonymous: boolean;
  parentID?: number | undefined;
  /** Upload ids (POST /uploads) to attach, in order. */
  attachments?: number[] | undefined;
}

/** POST /comments: on the board, on a section, or a reply (`parentID`). */
export function useCreateComment(thread: CommentThread) {
  const refresh = useRefreshThread(thread);
  return useMutation({
    mutationFn: (input: NewComment) =>
      call<Api['create']>(
        { method: 'POST', path: '/comments' },
        {
          headers: { 'Idempotency-Key': idempotencyKeyOf(input) },
          body: {
            comment: input.body,
            anonymous: input.anonymous,
            ...(input.attachments?.length ? { attachments: input.attachments } : {}),
            ...(input.parentID
              ? { parentID: input.parentID }
              : thread.sectionId !== undefined
                ? { postID: thread.sectionId }
                : { projectID: thread.boardId }),
          },
        },
      ),
    // A comment whose answer was lost is sent again with its key: posted once (api/idempotency.ts).
    ...retryLostAnswers,
    onSuccess: (_result, input) => {
      refresh(input.parentID);
      thread.onCountChange?.(1);
    },
  });
}
