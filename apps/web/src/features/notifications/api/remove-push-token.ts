import type { notificationEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof notificationEndpoints;

/** DELETE /users/pushToken: forgets this browser's subscription (its endpoint names it). */
export function removePushSubscription(endpoint: string) {
  return call<Api['removePushToken']>(
    { method: 'DELETE', path: '/users/pushToken' },
    { query: { endpoint } },
  );
}
