// Makerboard's service worker (issue 14): makes the app installable and usable offline for what was
// read, shows pushed notifications and opens their deep links (spec/001 §2: a tapped push
// notification goes to its deep link with the web root removed).
//
// Caching, all of it second to the network except the app's versioned files:
// - pages: from the network; offline, the last app page this browser loaded (every route is the
//   same app; the app then reads what it can).
// - /assets/…: the build's hashed files, from the cache once fetched (they never change), so an
//   old tab keeps working after an update and the app starts offline.
// - what was read: a board, its sections, its comments, the board lists and the files they show
//   are kept as last read and given back only when the network fails. The app deletes them at
//   logout (api/session.ts), so the next person on this browser never gets them.

/** The deep link as a path of this app: an absolute address loses its scheme, host and port. */
function appPath(deepLink) {
  try {
    const url = new URL(String(deepLink || '/home'), self.location.origin);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/home';
  }
}

const SHELL = 'mb-shell-v1';
const ASSETS = 'mb-assets-v1';
const DATA = 'mb-data';
const KEEP = [SHELL, ASSETS, DATA];
const PAGE_KEY = '/__app-page';
const ASSET_LIMIT = 400;
const READS = [
  /^\/api\/projects$/,
  /^\/api\/projects\/\d+$/,
  /^\/api\/projects\/\d+\/(posts|comments|similar)$/,
  /^\/api\/files\/[^/]+(\/thumb)?$/,
];

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEEP.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  ),
);

async function putLimited(cacheName, request, response, limit) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  if (!limit) return;
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await putLimited(SHELL, PAGE_KEY, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(PAGE_KEY, { cacheName: SHELL });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request) {
  const cached = await caches.match(request, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await putLimited(ASSETS, request, response.clone(), ASSET_LIMIT);
  return response;
}

/**
 * Bumped when the app forgets what was read (a logout, a login): a read that was on its way then
 * belongs to the person before, and is not kept.
 */
let generation = 0;
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'forget-reads') return;
  generation += 1;
  event.waitUntil(caches.delete(DATA));
});

async function read(request) {
  const started = generation;
  try {
    const response = await fetch(request);
    if (response.ok && started === generation) await putLimited(DATA, request, response.clone(), 500);
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: DATA });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (READS.some((path) => path.test(url.pathname))) event.respondWith(read(request));
});

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
