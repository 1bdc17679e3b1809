import type { BodyOf, notificationEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof notificationEndpoints;

/** PUT /users/pushToken: saves this browser's push subscription for the signed-in person. */
export function savePushSubscription(subscription: BodyOf<Api['savePushToken']>['subscription']) {
  return call<Api['savePushToken']>({ method: 'PUT', path: '/users/pushToken' }, { body: { subscription } });
}
