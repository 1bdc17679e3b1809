import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/**
 * The languages of @makerboard/shared's messages, repeated here so the home route does not carry
 * the server's message catalogues (a test checks they agree).
 */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const LANGUAGE_STORAGE_KEY = 'mb_language';

/** English ships with the app; German and French load when first needed. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  de: () => import('./de.json'),
  fr: () => import('./fr.json'),
};

/**
 * Catalogues loaded so far. Not `hasResourceBundle`: a part that comes with a lazy screen
 * (i18n/events.ts, i18n/screens.ts) may add a language's bundle before its main catalogue is in.
 */
const loaded = new Set<Language>(['en']);
async function ensureCatalogue(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const catalogue = await loaders[language as Exclude<Language, 'en'>]();
  i18n.addResourceBundle(language, 'translation', catalogue.default, true, true);
  loaded.add(language);
}

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

export interface LanguageSources {
  /** The language saved in the user's settings, once known. */
  saved?: string | null | undefined;
  /** The language remembered in this browser. */
  stored?: string | null | undefined;
  /** navigator.languages. */
  browser?: readonly string[] | undefined;
}

/** Language detection: the saved setting, then this browser's remembered choice, then the browser, then en. */
export function detectLanguage(sources: LanguageSources): Language {
  if (isLanguage(sources.saved)) return sources.saved;
  if (isLanguage(sources.stored)) return sources.stored;
  for (const tag of sources.browser ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const initialLanguage = detectLanguage({
  stored: storedLanguage(),
  browser: typeof navigator === 'undefined' ? [] : navigator.languages,
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocument(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
/**
 * The page says the language its texts are in. Until the detected language's catalogue is active
 * that is the page as it came (the server's first paint writes `<html lang>` with its texts), not
 * the default the library starts in: a German first screen marked English for a moment was read
 * with English rules by screen readers (and seen by the newcomer's end-to-end test).
 */
let languageSettled = false;
i18n.on('languageChanged', (language: string) => {
  if (languageSettled) syncDocument(language);
});

/** Resolves once the detected language's catalogue is loaded and active (main.tsx waits for it). */
export const i18nReady: Promise<void> = ensureCatalogue(initialLanguage)
  .then(() => i18n.changeLanguage(initialLanguage))
  .then(
    () => undefined,
    () => undefined,
  )
  .then(() => {
    languageSettled = true;
    syncDocument(i18n.language);
  });

/** The current language, as sent in Accept-Language. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Loaders of catalogue parts that come with lazy screens (i18n/events.ts, i18n/screens.ts): run on
 * every switch. A part registers when its module is first imported, which may be during a switch.
 */
export const cataloguePartLoaders: ((language: Language) => Promise<void>)[] = [];

/** The language a switch under way is going to (its parts may still be loading). */
let switchingTo: Language | null = null;

/**
 * The language a lazy screen loads its texts for: the one a switch under way is going to, else the
 * current one. A screen that loads while the saved language is being applied gets that language's
 * texts, not only the one it started in.
 */
export function targetLanguage(): Language {
  return switchingTo ?? currentLanguage();
}

/**
 * Switches the language and remembers it in this browser; `remember: false` switches for this
 * page only (a partner build's default language, which a person's own choice overrides).
 */
export async function changeLanguage(
  language: Language,
  options: { remember?: boolean } = {},
): Promise<void> {
  switchingTo = language;
  try {
    if (options.remember !== false) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  try {
    // Parts that register while others load (a lazy screen imported meanwhile) load too.
    const main = ensureCatalogue(language);
    let done = 0;
    for (;;) {
      const next = cataloguePartLoaders.slice(done);
      done = cataloguePartLoaders.length;
      await Promise.all([main, ...next.map((load) => load(language))]);
      if (done === cataloguePartLoaders.length) break;
    }
    if (currentLanguage() !== language) await i18n.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = null;
  }
}

/**
 * A partner build's default language (spec/001 §1: one partner build defaults to de): used when
 * this browser has no remembered choice. A saved setting, applied at login, still wins.
 */
export async function applyBuildLanguage(language: Language): Promise<void> {
  if (isLanguage(storedLanguage()) || currentLanguage() === language) return;
  await changeLanguage(language, { remember: false });
}

export default i18n;
