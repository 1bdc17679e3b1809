import type {
  AdminUser,
  adminEndpoints,
  awardEndpoints,
  Role,
  UserType,
  userEndpoints,
} from '@makerboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { searchPeople } from '../../../components/people-search.ts';
import { adminKeys } from '../keys.ts';

type Api = typeof adminEndpoints;
type Awards = typeof awardEndpoints;
type Users = typeof userEndpoints;

/** People by name (GET /users), for the admin area's people screen. */
export const usePeople = (query: string) =>
  useQuery({
    queryKey: adminKeys.people(query),
    queryFn: ({ signal }) => searchPeople(query, 20, signal),
    // The list stays while the next one loads, so typing does not flash a spinner.
    placeholderData: keepPreviousData,
  });

/** GET /admin/users/{username}: a person with their roles. */
export const useAdminUser = (userName: string | null) =>
  useQuery({
    queryKey: adminKeys.user(userName ?? ''),
    enabled: !!userName,
    queryFn: ({ signal }) =>
      call<Api['user']>(
        { method: 'GET', path: '/admin/users/:username' },
        { params: { username: userName! }, signal },
      ),
  });

/** PUT /admin/users/{username}/roles: the whole set of roles from now on. */
export function useSetRoles(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roles: Role[]) =>
      call<Api['setRoles']>(
        { method: 'PUT', path: '/admin/users/:username/roles' },
        { params: { username: userName }, body: { roles } },
      ),
    onSuccess: (result) => client.setQueryData(adminKeys.user(userName), result),
  });
}

/** The maintenance switch (GET and PUT /admin/maintenance). */
export const useMaintenance = () =>
  useQuery({
    queryKey: adminKeys.maintenance,
    queryFn: ({ signal }) =>
      call<Api['maintenance']>({ method: 'GET', path: '/admin/maintenance' }, { signal }),
  });

export function useSetMaintenance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      call<Api['setMaintenance']>({ method: 'PUT', path: '/admin/maintenance' }, { body: { enabled } }),
    onSuccess: (result) => client.setQueryData(adminKeys.maintenance, result),
  });
}

/** PUT /admin/users/{username}/disabled: the person's account disabled or enabled again. */
export function useSetDisabled(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) =>
      call<Api['setDisabled']>(
        { method: 'PUT', path: '/admin/users/:username/disabled' },
        { params: { username: userName }, body: { disabled } },
      ),
    onSuccess: (result) => {
      client.setQueryData(adminKeys.user(userName), result);
      void client.invalidateQueries({ queryKey: ['admin', 'people'] });
    },
  });
}

/** PUT /users/{username}/userType (admins): student, teacher, mentor… */
export function useSetUserType(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userType: UserType) =>
      call<Users['setUserType']>(
        { method: 'PUT', path: '/users/:username/userType' },
        { params: { username: userName }, body: { userType } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.user(userName) }),
  });
}

/** Every award, for an admin (GET /users/awardPermissions answers admins with all of them). */
export const useAllAwards = () =>
  useQuery({
    queryKey: adminKeys.awards,
    queryFn: ({ signal }) =>
      call<Awards['myPermissions']>({ method: 'GET', path: '/users/awardPermissions' }, { signal }),
    select: (r) => r.awards,
  });

/**
 * The awards a person may give, set as a whole: each award added is granted
 * (POST /award/{id}/user/{userID}) and each taken away revoked (DELETE), one after the other.
 */
export function useSetAwardPermissions(user: Pick<AdminUser, 'id' | 'userName' | 'awardIDs'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (awardIDs: number[]) => {
      const wanted = new Set(awardIDs);
      const had = new Set(user.awardIDs);
      for (const id of wanted)
        if (!had.has(id))
          await call<Awards['grant']>(
            { method: 'POST', path: '/award/:id/user/:userID' },
            { params: { id, userID: user.id } },
          );
      for (const id of had)
        if (!wanted.has(id))
          await call<Awards['revoke']>(
            { method: 'DELETE', path: '/award/:id/user/:userID' },
            { params: { id, userID: user.id } },
          );
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.user(user.userName) }),
  });
}
