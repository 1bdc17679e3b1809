/**
 * The add-to-home-screen onboarding (spec/000 §2 onboarding types makehomedesktop and
 * makehomemobile, colour #00ADEE; spec/000 §4: onboarding goes started then completed, remembered
 * locally so it does not repeat). Shown once per type, never inside the native app, never once
 * installed, and not to automated browsers (they cannot install; tests opt in).
 */
export type InstallOnboardingType = 'makehomedesktop' | 'makehomemobile';
export type OnboardingState = 'started' | 'completed';
export const ONBOARDING_COLOUR = '#00ADEE';
/** Wide screens get makehomedesktop, phones makehomemobile (Mantine's `sm` breakpoint). */
export const WIDE_QUERY = '(min-width: 48em)';

export const onboardingKey = (type: InstallOnboardingType) => `mb_onboarding_${type}`;
export const onboardingType = (wide: boolean): InstallOnboardingType =>
  wide ? 'makehomedesktop' : 'makehomemobile';

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function onboardingState(
  type: InstallOnboardingType,
  storage: Storage | null = store(),
): OnboardingState | null {
  const value = storage?.getItem(onboardingKey(type));
  return value === 'started' || value === 'completed' ? value : null;
}

export function setOnboardingState(
  type: InstallOnboardingType,
  state: OnboardingState,
  storage: Storage | null = store(),
): void {
  try {
    storage?.setItem(onboardingKey(type), state);
  } catch {
    // Storage full or refused: the onboarding may show again, nothing else breaks.
  }
}

export interface Surroundings {
  nativeApp: boolean;
  /** The page already runs as an installed app (display-mode standalone, or iOS's flag). */
  installed: boolean;
  /** navigator.webdriver: an automated browser. */
  automated: boolean;
}

/** Whether the onboarding of this type may be offered here: once, in a browser, not installed. */
export function mayOffer(
  type: InstallOnboardingType,
  where: Surroundings,
  storage: Storage | null = store(),
) {
  if (where.nativeApp || where.installed || where.automated) return false;
  return onboardingState(type, storage) === null;
}

/** Which instructions fit the browser when it offers no install prompt. */
export function instructionsFor(
  userAgent: string,
  type: InstallOnboardingType,
): 'ios' | 'mobile' | 'desktop' {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent))) {
    return 'ios';
  }
  return type === 'makehomemobile' ? 'mobile' : 'desktop';
}

/** The `beforeinstallprompt` event of Chromium browsers (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's install prompt, kept from the moment it fires (it may come before the app has
 * rendered): the onboarding then offers an Install button instead of instructions.
 */
let captured: InstallPromptEvent | null = null;
const waiting = new Set<(event: InstallPromptEvent) => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as InstallPromptEvent;
    for (const listener of waiting) listener(captured);
  });
  window.addEventListener('appinstalled', () => {
    captured = null;
    setOnboardingState('makehomedesktop', 'completed');
    setOnboardingState('makehomemobile', 'completed');
  });
}

/** Calls back with the install prompt, at once if the browser already offered it. */
export function onInstallPrompt(listener: (event: InstallPromptEvent) => void): () => void {
  if (captured) listener(captured);
  waiting.add(listener);
  return () => waiting.delete(listener);
}
