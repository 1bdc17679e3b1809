import i18n from 'i18next';
import { cataloguePartLoaders, type Language, targetLanguage } from './index.ts';

/**
 * The texts of the classes and pins screens (issue 12), of profiles and settings, of the first steps
 * on home, and of the board team, leaderboard, contact
 * and "being built" screens, loaded with those screens so the home route does not carry them, as i18n/events.ts does for the event screens. English, every part's
 * fallback, is always added; a language switch loads this part before it takes effect.
 */
const FILES: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('./screens/en.json'),
  de: () => import('./screens/de.json'),
  fr: () => import('./screens/fr.json'),
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

/** A lazy module, loaded together with the classes and pins texts it shows. */
export async function withScreenTexts<M>(module: () => Promise<M>): Promise<M> {
  const [loadedModule] = await Promise.all([module(), load(targetLanguage())]);
  return loadedModule;
}
