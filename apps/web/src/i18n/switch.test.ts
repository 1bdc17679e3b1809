import { afterAll, describe, expect, it } from 'vitest';
import i18n, {
  cataloguePartLoaders,
  changeLanguage,
  currentLanguage,
  type Language,
  targetLanguage,
} from './index.ts';

afterAll(async () => {
  await changeLanguage('en');
});

describe('switching the language while lazy screens load their texts', () => {
  it('loads a part that registers during the switch for the new language, before the switch ends', async () => {
    const seen: Language[] = [];
    const switching = changeLanguage('fr');
    // The switch is under way: a screen loading now asks for French texts, not English ones.
    expect(targetLanguage()).toBe('fr');
    // A lazy screen's text module registers while the main French catalogue is still loading.
    cataloguePartLoaders.push(async (language) => {
      seen.push(language);
    });
    await switching;
    expect(seen).toEqual(['fr']);
    expect(currentLanguage()).toBe('fr');
    expect(i18n.t('boards.section.returnToDraft')).toBe('Remettre en brouillon');
    expect(targetLanguage()).toBe('fr');
    cataloguePartLoaders.pop();
  });
});
