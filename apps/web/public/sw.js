// Makerboard's service worker: shows pushed notifications and opens their deep links
// (spec/001 §2: a tapped push notification goes to its deep link with the web root removed).
// It caches nothing: the app's files are versioned and served with long cache headers.

/** The deep link as a path of this app: an absolute address loses its scheme, host and port. */
function appPath(deepLink) {
  try {
    const url = new URL(String(deepLink || '/home'), self.location.origin);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/home';
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Makerboard', {
      body: data.body || '',
      tag: data.key || undefined,
      icon: '/favicon.svg',
      data: { path: appPath(data.deepLink) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.path || '/home';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        open.postMessage({ type: 'navigate', path });
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
