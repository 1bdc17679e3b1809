import type { notificationEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof notificationEndpoints;

/** GET /push/key: the VAPID public key (base64url) that the browser subscribes with. */
export async function getPushKey(): Promise<string> {
  return (await call<Api['pushKey']>({ method: 'GET', path: '/push/key' })).publicKey;
}
