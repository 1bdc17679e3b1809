/** A tiny observable boolean, read with useSyncExternalStore. */
export interface FlagStore {
  get(): boolean;
  set(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createFlagStore(initial = false): FlagStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Maintenance mode (spec/001 §4): a 503 turns it on; while on, every request fails locally. Only the
 * maintenance page's retry action turns it off again.
 */
export const maintenanceMode = createFlagStore(false);

/** True while the user edits a form; the version check then runs every 5 min instead of 15. */
export const editingState = createFlagStore(false);
