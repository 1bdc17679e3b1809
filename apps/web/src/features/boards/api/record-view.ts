import type { boardEndpoints } from '@makerboard/shared';
import { call } from '../../../api/endpoint.ts';

type Api = typeof boardEndpoints;

const STORAGE_KEY = 'mb_viewed_boards';

function viewed(storage: Storage): Set<number> {
  try {
    const raw = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((n) => typeof n === 'number') : []);
  } catch {
    return new Set();
  }
}

/** POST /projects/{id}/view: counts one page view. */
export const sendView = (id: number) =>
  call<Api['view']>({ method: 'POST', path: '/projects/:id/view' }, { params: { id } });

/**
 * POST /projects/{id}/view once per board per browser session: the ids already counted live in
 * sessionStorage, so a reload or a return visit in the same tab does not count again.
 */
export function recordView(
  id: number,
  storage?: Storage,
  send: (id: number) => Promise<unknown> = sendView,
): boolean {
  // Where the browser refuses storage, reading sessionStorage throws: count the view, unremembered.
  let store: Storage | null = null;
  try {
    store = storage ?? sessionStorage;
  } catch {}
  const seen = store ? viewed(store) : new Set<number>();
  if (seen.has(id)) return false;
  seen.add(id);
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify([...seen].slice(-500)));
  } catch {}
  void send(id).catch(() => {});
  return true;
}
