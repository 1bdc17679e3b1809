import type { pinEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { pinKeys } from './pin-keys.ts';

type Api = typeof pinEndpoints;

/** GET /user/{username}/pins: the pins a person holds, in their order (all of them, up to 100). */
export const useHeldPins = (username: string) =>
  useQuery({
    queryKey: pinKeys.held(username),
    queryFn: async ({ signal }) =>
      asPage(
        'pins',
        await call<Api['held']>(
          { method: 'GET', path: '/user/:username/pins' },
          { params: { username }, query: { limit: 100, offset: 0 }, signal },
        ),
      ),
  });
