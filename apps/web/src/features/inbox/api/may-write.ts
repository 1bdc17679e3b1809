import { useQueries, useQuery } from '@tanstack/react-query';
import { userKeys, usersApi } from '../../../api/users.ts';

/** A person's profile, which says whether the caller may write to them (`canMessage`). */
const profileQuery = (username: string) => ({
  queryKey: userKeys.profile(username),
  queryFn: () => usersApi.profile(username),
});

/**
 * Whether one may start a private chat with a person (the child-safe rule: a minor and anyone else
 * need a shared board or class), read from their profile's `canMessage` before anything is typed.
 */
export function useMayWrite(username: string | undefined) {
  const profile = useQuery({ ...profileQuery(username ?? ''), enabled: !!username });
  return { blocked: profile.data?.canMessage === false, name: profile.data?.fullName || username };
}

/**
 * The same for several people at once (a group being made, a person being added): who of them
 * the caller may not write to, by username, and whether any answer is still awaited.
 */
export function useMayWriteAll(usernames: readonly string[]) {
  const profiles = useQueries({ queries: usernames.map(profileQuery) });
  const blocked = new Map<string, string>();
  profiles.forEach((profile, index) => {
    const username = usernames[index]!;
    if (profile.data?.canMessage === false) blocked.set(username, profile.data.fullName || username);
  });
  return { blocked, pending: profiles.some((p) => p.isPending) };
}
