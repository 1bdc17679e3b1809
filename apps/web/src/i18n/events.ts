import i18n from 'i18next';
import { cataloguePartLoaders, type Language, targetLanguage } from './index.ts';

/**
 * The texts of the event screens (fairs, review, polls, awards), loaded with those screens so the
 * home route does not carry them. English, every part's fallback, is always added; a language
 * switch loads this part before it takes effect (i18n/index.ts).
 */
const FILES: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('./events/en.json'),
  de: () => import('./events/de.json'),
  fr: () => import('./events/fr.json'),
};
const loaded = new Set<Language>();

async function load(language: Language): Promise<void> {
  for (const lang of new Set<Language>(['en', language])) {
    if (loaded.has(lang)) continue;
    i18n.addResourceBundle(lang, 'translation', (await FILES[lang]()).default, true, false);
    loaded.add(lang);
  }
}
cataloguePartLoaders.push(load);

export const loadEventTexts = (): Promise<void> => load(targetLanguage());

/** A lazy module, loaded together with the event texts it shows. */
export async function withEventTexts<M>(module: () => Promise<M>): Promise<M> {
  const [loadedModule] = await Promise.all([module(), loadEventTexts()]);
  return loadedModule;
}
