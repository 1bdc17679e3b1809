import {
  UPDATE_NOTICE_THRESHOLD_S,
  VERSION_CHECK_EDITING_INTERVAL_MS,
  VERSION_CHECK_INTERVAL_MS,
} from '@makerboard/shared/constants';

/** spec/001 §4: an update is available when the server's version exceeds the baseline by more than 6 days. */
export function isUpdateAvailable(
  serverVersion: number,
  baseline: number,
  thresholdS = UPDATE_NOTICE_THRESHOLD_S,
) {
  return Number.isFinite(serverVersion) && serverVersion - baseline > thresholdS;
}

export interface VersionCheckerDeps {
  fetchVersion: () => Promise<number>;
  /** The build time of this client in seconds. */
  baseline: number;
  /** Called once, with the server version that is newer than the threshold allows. */
  onUpdateAvailable: (version: number) => void;
  isEditing: () => boolean;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface VersionChecker {
  start(): void;
  stop(): void;
  /** Runs a check now (also on a live "version update" message) and reschedules the next one. */
  checkNow(): Promise<void>;
  /** Call when editing starts or stops, so the next check moves to the matching interval. */
  editingChanged(): void;
}

/** The version check of spec/001 §4: every 15 min, every 5 min while the user edits. */
export function createVersionChecker(deps: VersionCheckerDeps): VersionChecker {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let lastCheck = now();
  let running = false;
  let found = false;

  const interval = () => (deps.isEditing() ? VERSION_CHECK_EDITING_INTERVAL_MS : VERSION_CHECK_INTERVAL_MS);

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!running || found) return;
    const delay = Math.max(0, lastCheck + interval() - now());
    timer = setTimer(() => {
      timer = null;
      void checkNow();
    }, delay);
  }

  async function checkNow() {
    lastCheck = now();
    try {
      const version = await deps.fetchVersion();
      if (!found && isUpdateAvailable(version, deps.baseline)) {
        found = true;
        deps.onUpdateAvailable(version);
      }
    } catch {
      // A failed check is silent; the next one runs on schedule.
    }
    schedule();
  }

  return {
    start() {
      if (running) return;
      running = true;
      lastCheck = now();
      schedule();
    },
    stop() {
      running = false;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    checkNow,
    editingChanged: schedule,
  };
}
