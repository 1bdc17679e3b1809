import type { BodyOf, judgingEndpoints } from '@makerboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { judgingKeys } from './keys.ts';

type Api = typeof judgingEndpoints;

/** GET /judging/teams: the fair's teams (an organiser), or the teams one judges in (a judge). */
export function useTeams(fairId: number) {
  return useQuery({
    queryKey: judgingKeys.teams(fairId),
    queryFn: ({ signal }) =>
      call<Api['teams']>({ method: 'GET', path: '/judging/teams' }, { query: { fairID: fairId }, signal }),
    select: (r) => r.teams,
  });
}

/** After a change to teams, what depends on them: the teams, the floor, the judges' boards. */
function useRefresh(fairId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: judgingKeys.fair(fairId) });
}

/** POST /judging/generateTeams: teams of the fair's judges, every approved board seen often enough. */
export function useGenerateTeams(fairId: number) {
  const refresh = useRefresh(fairId);
  return useMutation({
    mutationFn: (body: Omit<BodyOf<Api['generateTeams']>, 'fairID'>) =>
      call<Api['generateTeams']>(
        { method: 'POST', path: '/judging/generateTeams' },
        { body: { fairID: fairId, ...body } },
      ),
    onSuccess: refresh,
  });
}

/** GET /judging/setTeamLock: locks a team (bit 32), or unlocks it when locked. */
export function useToggleLock(fairId: number) {
  const refresh = useRefresh(fairId);
  return useMutation({
    mutationFn: (teamID: number) =>
      call<Api['setTeamLock']>({ method: 'GET', path: '/judging/setTeamLock' }, { query: { teamID } }),
    onSuccess: refresh,
  });
}

/** POST /judging/schedule: when a team judges, and for how many minutes. */
export function useScheduleTeam(fairId: number) {
  const refresh = useRefresh(fairId);
  return useMutation({
    mutationFn: (body: BodyOf<Api['schedule']>) =>
      call<Api['schedule']>({ method: 'POST', path: '/judging/schedule' }, { body }),
    onSuccess: refresh,
  });
}
