/**
 * A live `{action: 'update', type: 'version'}` message asks for a version check now (spec/001 §4).
 * The version checker (features/system/update-notice.tsx) listens here with
 * `onVersionUpdate(() => void checker.checkNow())`.
 */
const listeners = new Set<() => void>();

export function onVersionUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function requestVersionCheck(): void {
  for (const listener of [...listeners]) listener();
}
