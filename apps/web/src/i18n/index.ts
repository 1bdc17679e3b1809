import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@makerboard/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

export const LANGUAGE_STORAGE_KEY = 'mb_language';
export const catalogues = { en, de, fr } as const;
export { LANGUAGES, type Language };

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

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    de: { translation: de },
    fr: { translation: fr },
  },
  lng: detectLanguage({
    stored: storedLanguage(),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  }),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocument(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocument(i18n.language);
i18n.on('languageChanged', syncDocument);

/** The current language, as sent in Accept-Language. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches the language and remembers it in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}

export default i18n;
