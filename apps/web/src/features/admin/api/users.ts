import type { adminEndpoints, Role } from '@makerboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { searchPeople } from '../../../components/people-search.ts';
import { adminKeys } from '../keys.ts';

type Api = typeof adminEndpoints;

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
