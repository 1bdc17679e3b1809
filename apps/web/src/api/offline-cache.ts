/**
 * What the service worker (public/sw.js) keeps of what was read, so a board read once opens
 * offline. It is one person's: it goes at logout and at every login, so the next person on this
 * browser never gets it (issue 14).
 */
export const READ_CACHE = 'mb-data';

export function forgetReadData(): void {
  // The worker is told first: a read still on its way is then not kept (public/sw.js).
  if (typeof navigator !== 'undefined')
    navigator.serviceWorker?.controller?.postMessage({ type: 'forget-reads' });
  if (typeof caches === 'undefined') return;
  void caches.delete(READ_CACHE).catch(() => undefined);
}

/**
 * Installs the service worker once the app has started (production builds only: the development
 * server's modules are not versioned files). The same worker shows push notifications.
 */
export function registerAppWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}
