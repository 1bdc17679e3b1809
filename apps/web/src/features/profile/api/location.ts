import type { peopleEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { locationKeys } from '../keys.ts';

type Api = typeof peopleEndpoints;
export type LocationFields = { city: string; region: string; country: string; school: string };

/** GET /users/{u}/location: the person's coarse location, or null. */
export function useLocation(username: string) {
  return useQuery({
    queryKey: locationKeys.of(username),
    queryFn: async () =>
      (
        await call<Api['location']>(
          { method: 'GET', path: '/users/:username/location' },
          { params: { username } },
        )
      ).location,
  });
}

/** PUT /users/{u}/location: city, region, country and school (no coordinates from this form). */
export async function saveLocation(username: string, body: LocationFields) {
  return (
    await call<Api['saveLocation']>(
      { method: 'PUT', path: '/users/:username/location' },
      { params: { username }, body: { ...body, latitude: null, longitude: null } },
    )
  ).location;
}

/** DELETE /users/{u}/location. */
export async function deleteLocation(username: string) {
  return (
    await call<Api['deleteLocation']>(
      { method: 'DELETE', path: '/users/:username/location' },
      { params: { username } },
    )
  ).location;
}
