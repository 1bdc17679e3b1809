import { PUSH_TOKEN_THROTTLE_MS } from '@makerboard/shared/constants';
import { throttlePromise } from '../../api/throttle.ts';
import { getPushKey } from './api/get-push-key.ts';
import { removePushSubscription } from './api/remove-push-token.ts';
import { savePushSubscription } from './api/save-push-token.ts';

/** The service worker that shows pushed notifications and opens their deep links (public/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key arrives base64url-encoded; the push manager wants its bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL)) ??
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/**
 * The push-token save (spec/001 §7 Users), at most once per 2 s (spec/001 §4 Push tokens): calls
 * within that time share the last save.
 */
export const savePushToken = throttlePromise(async () => {
  const subscription = await currentSubscription();
  if (!subscription) return false;
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return false;
  await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  return true;
}, PUSH_TOKEN_THROTTLE_MS);

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Asks the browser (a permission prompt the first time), subscribes and saves the token. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const [worker, publicKey] = await Promise.all([registration(), getPushKey()]);
  await navigator.serviceWorker.ready;
  const existing = await worker.pushManager.getSubscription();
  if (!existing) {
    await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  }
  savePushToken.reset();
  await savePushToken();
  return 'on';
}

export async function disablePush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await removePushSubscription(endpoint).catch(() => {});
  }
  return pushSupported() ? 'off' : 'unsupported';
}

/**
 * After a verified login (spec/000 §4 Session: "register a push token"): a browser that already
 * allowed notifications saves its token for the person now signed in. It never prompts.
 */
export async function registerPushAfterLogin(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  await savePushToken().catch(() => false);
}

/** A tapped notification asks an open tab to go to its deep link (public/sw.js posts it). */
export function listenForPushNavigation(navigate: (path: string) => void): () => void {
  if (!pushSupported()) return () => {};
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; path?: string } | null;
    if (data?.type === 'navigate' && typeof data.path === 'string' && data.path.startsWith('/')) {
      navigate(data.path);
    }
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
