import { useQuery } from '@tanstack/react-query';
import { userKeys, usersApi } from '../../../api/users.ts';

/**
 * Whether one may start a private chat with a person (the child-safe rule: a minor and anyone else
 * need a shared board or class), read from their profile's `canMessage` before anything is typed.
 */
export function useMayWrite(username: string | undefined) {
  const profile = useQuery({
    queryKey: userKeys.profile(username ?? ''),
    queryFn: () => usersApi.profile(username!),
    enabled: !!username,
  });
  return { blocked: profile.data?.canMessage === false, name: profile.data?.fullName || username };
}
