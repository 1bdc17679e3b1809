import { isLoggedIn } from '../api/session-store.ts';
import { usersApi } from '../api/users.ts';
import { changeLanguage, type Language } from '../i18n/index.ts';

/** Switches en/de/fr; remembered in this browser and, when logged in, in the user's settings. */
export async function switchLanguage(language: Language) {
  await changeLanguage(language);
  if (isLoggedIn()) {
    try {
      await usersApi.updateSettings({ language });
    } catch {
      // The browser remembers the choice even when the setting could not be saved.
    }
  }
}
