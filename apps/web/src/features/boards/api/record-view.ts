import { api } from '../../../api/http.ts';

const STORAGE_KEY = 'mb_viewed_boards';

function viewed(storage: Storage): Set<number> {
  try {
    const raw = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((n) => typeof n === 'number') : []);
  } catch {
    return new Set();
  }
}

/**
 * POST /projects/{id}/view once per board per browser session: the ids already counted live in
 * sessionStorage, so a reload or a return visit in the same tab does not count again.
 */
export function recordView(
  id: number,
  storage: Storage = sessionStorage,
  send: (id: number) => Promise<unknown> = (board) =>
    api.request(`/projects/${board}/view`, { method: 'POST' }),
): boolean {
  const seen = viewed(storage);
  if (seen.has(id)) return false;
  seen.add(id);
  storage.setItem(STORAGE_KEY, JSON.stringify([...seen].slice(-500)));
  void send(id).catch(() => {});
  return true;
}
