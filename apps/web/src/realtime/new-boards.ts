/**
 * The ids of boards announced live as new (spec/000 §4 "new-project ids"; spec/001 §4 "Project added
 * with no child type: fetch it and mark it new"). Kept for this tab only; a logout clears them.
 */
const ids = new Set<number>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of [...listeners]) listener();
};

export const newBoards = {
  has: (id: number) => ids.has(id),
  get size() {
    return ids.size;
  },
  mark(id: number) {
    if (ids.has(id)) return;
    ids.add(id);
    changed();
  },
  forget(id: number) {
    if (ids.delete(id)) changed();
  },
  clear() {
    if (ids.size === 0) return;
    ids.clear();
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
