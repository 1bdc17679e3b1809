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

/** POST /judging/linkByTags: more boards, chosen by their answers' tags, for the existing teams. */
export function useLinkByTags(fairId: number) {
  const refresh = useRefresh(fairId);
  return useMutation({
    mutationFn: (body: Omit<BodyOf<Api['linkByTags']>, 'fairID'>) =>
      call<Api['linkByTags']>(
        { method: 'POST', path: '/judging/linkByTags' },
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

type MemberChange =
  | {
      action: 'setTeamLead' | 'removeTeamLead' | 'addUserToTeam' | 'removeUserFromTeam';
      userName: string;
      teamID: number;
    }
  | { action: 'switchTeam'; userName: string; fromTeam: number; toTeam: number };

/** The team menu (spec/000 §2 judgeTeamContextMenu): lead or not, add or remove a judge, move one. */
export function useTeamMembers(fairId: number) {
  const refresh = useRefresh(fairId);
  return useMutation({
    mutationFn: (change: MemberChange) => {
      switch (change.action) {
        case 'switchTeam': {
          const { userName, fromTeam, toTeam } = change;
          return call<Api['switchTeam']>(
            { method: 'POST', path: '/judging/switchTeam' },
            { body: { userName, fromTeam, toTeam } },
          );
        }
        case 'setTeamLead':
          return call<Api['setTeamLead']>(
            { method: 'POST', path: '/judging/setTeamLead' },
            { body: { userName: change.userName, teamID: change.teamID } },
          );
        case 'removeTeamLead':
          return call<Api['removeTeamLead']>(
            { method: 'POST', path: '/judging/removeTeamLead' },
            { body: { userName: change.userName, teamID: change.teamID } },
          );
        case 'addUserToTeam':
          return call<Api['addUserToTeam']>(
            { method: 'POST', path: '/judging/addUserToTeam' },
            { body: { userName: change.userName, teamID: change.teamID } },
          );
        case 'removeUserFromTeam':
          return call<Api['removeUserFromTeam']>(
            { method: 'POST', path: '/judging/removeUserFromTeam' },
            { body: { userName: change.userName, teamID: change.teamID } },
          );
      }
    },
    onSuccess: refresh,
  });
}

/** GET /judging/team/{teamID}/subgroups (spec/001 §7): the team's two halves. */
export function useSubgroups(fairId: number, teamId: number) {
  return useQuery({
    queryKey: [...judgingKeys.fair(fairId), 'subgroups', teamId],
    queryFn: ({ signal }) =>
      call<Api['subgroups']>(
        { method: 'GET', path: '/judging/team/:projectID/subgroups' },
        { params: { projectID: teamId }, signal },
      ),
  });
}

/** PUT /judging/team/{teamID}/user/{userName}/changesubgroup: moves a judge to the other half. */
export function useChangeSubgroup(fairId: number) {
  const refresh = useRefresh(fairId);
  return useMutation({
    mutationFn: ({
      teamId,
      userName,
      topic,
    }: {
      teamId: number;
      userName: string;
      topic: 'users1' | 'users2';
    }) =>
      call<Api['changeSubgroup']>(
        { method: 'PUT', path: '/judging/team/:projectID/user/:userName/changesubgroup' },
        { params: { projectID: teamId, userName }, body: { topic } },
      ),
    onSuccess: refresh,
  });
}

/** DELETE /judging/teams/{teamID}/projects: unlinks every board of a team. */
export function useUnlinkAll(fairId: number) {
  const refresh = useRefresh(fairId);
  return useMutation({
    mutationFn: (teamID: number) =>
      call<Api['unlinkProjects']>(
        { method: 'DELETE', path: '/judging/teams/:teamID/projects' },
        { params: { teamID } },
      ),
    onSuccess: refresh,
  });
}
