import type { judgingEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';

type Api = typeof judgingEndpoints;

/** GET /projects/{id}/judging: the board's judging feedback for its entrants, once published. */
export function useBoardFeedback(boardId: number) {
  return useQuery({
    queryKey: ['judging', 'feedback', boardId],
    queryFn: ({ signal }) =>
      call<Api['boardFeedback']>(
        { method: 'GET', path: '/projects/:id/judging' },
        { params: { id: boardId }, signal },
      ),
    select: (r) => r.fairs,
  });
}
