import type { pinEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pinKeys } from './pin-keys.ts';

type Api = typeof pinEndpoints;

/** GET /user/{username}/pin: a person's own pin (and a booth's questions), or null. */
export const usePin = (username: string) =>
  useQuery({
    queryKey: pinKeys.pin(username),
    queryFn: ({ signal }) =>
      call<Api['get']>({ method: 'GET', path: '/user/:username/pin' }, { params: { username }, signal }),
  });
