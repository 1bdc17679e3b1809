import type { judgingEndpoints, pollEndpoints } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { judgingKeys } from './keys.ts';

type Api = typeof judgingEndpoints;
type Polls = typeof pollEndpoints;

/** GET /judging/registration_projects: the fair's approved boards (an organiser) or one's own to judge. */
export function useJudgingBoards(fairId: number) {
  return useQuery({
    queryKey: judgingKeys.boards(fairId),
    queryFn: ({ signal }) =>
      call<Api['registrationProjects']>(
        { method: 'GET', path: '/judging/registration_projects' },
        { query: { fairID: fairId }, signal },
      ),
    select: (r) => r.projects,
  });
}

/** GET /poll/project for the boards: one query (one cache key) for the rubric and the questions. */
function fairPolls(boardIds: readonly number[], signal: AbortSignal) {
  return call<Polls['forProjects']>(
    { method: 'GET', path: '/poll/project' },
    { query: { projectIDs: boardIds.slice(0, 100) }, signal },
  );
}

/** The fair's judging questions (rubric), read through the boards they apply to (GET /poll/project). */
export function useRubric(fairId: number, boardIds: readonly number[]) {
  return useQuery({
    queryKey: judgingKeys.polls(fairId, boardIds),
    queryFn: ({ signal }) => fairPolls(boardIds, signal),
    select: (r) => r.polls.filter((p) => p.kind === 'judging' && p.fairID === fairId),
    enabled: boardIds.length > 0,
  });
}

/**
 * The fair's project and judging questions (GET /poll/project, the same query as the rubric's),
 * for linking boards by their answers' tags.
 */
export function useFairQuestions(fairId: number, boardIds: readonly number[]) {
  return useQuery({
    queryKey: judgingKeys.polls(fairId, boardIds),
    queryFn: ({ signal }) => fairPolls(boardIds, signal),
    select: (r) =>
      r.polls.filter((p) => (p.kind === 'judging' || p.kind === 'project') && p.fairID === fairId),
    enabled: boardIds.length > 0,
  });
}

/** The answer tags of the judging questions (GET /poll/filter), for the results filter. */
export function useTagFilter(fairId: number, boardIds: readonly number[]) {
  return useQuery({
    queryKey: judgingKeys.filter(fairId, boardIds),
    queryFn: ({ signal }) =>
      call<Polls['filter']>(
        { method: 'GET', path: '/poll/filter' },
        { query: { projectIDs: boardIds.slice(0, 100) }, signal },
      ),
    select: (r) => r.filter,
    enabled: boardIds.length > 0,
  });
}

/** One's own answers on the judging questions of these boards (GET /poll/user/project). */
export function useMyScores(fairId: number, boardIds: readonly number[]) {
  return useQuery({
    queryKey: [...judgingKeys.scores(fairId), boardIds.join(',')],
    queryFn: ({ signal }) =>
      call<Polls['myProjectAnswers']>(
        { method: 'GET', path: '/poll/user/project' },
        { query: { projectIDs: boardIds.slice(0, 100) }, signal },
      ),
    select: (r) => r.pollUserOptions,
    enabled: boardIds.length > 0,
  });
}

/** POST /poll/user/option with the board: a judge's score on one question (changing it keeps history). */
export function useScore(fairId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { pollID: number; optionID: number; projectID: number }) =>
      call<Polls['answer']>({ method: 'POST', path: '/poll/user/option' }, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgingKeys.scores(fairId) }),
  });
}

/** POST /judging/recusals: a judge steps back from a board (a conflict the system could not know). */
export function useRecuse(fairId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { projectID: number; reason: string }) =>
      call<Api['recuse']>({ method: 'POST', path: '/judging/recusals' }, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgingKeys.fair(fairId) }),
  });
}
