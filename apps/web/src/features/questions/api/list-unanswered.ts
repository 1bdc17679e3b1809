import type { questionEndpoints } from '@makerboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage, nextOffset } from '../../../api/page.ts';
import { questionKeys } from '../keys.ts';

type Api = typeof questionEndpoints;

/** GET /questions?user={username}&state=unanswered: the questions still waiting for the person, 20 at a time. */
export function useUnansweredQuestions(username: string) {
  return useInfiniteQuery({
    queryKey: questionKeys.unanswered(username),
    queryFn: async ({ pageParam, signal }) =>
      asPage(
        'questions',
        await call<Api['list']>(
          { method: 'GET', path: '/questions' },
          { query: { user: username, state: 'unanswered', limit: 20, offset: pageParam }, signal },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, (p) => p.questions.length),
  });
}
