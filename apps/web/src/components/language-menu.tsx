import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLoggedIn } from '../api/session-store.ts';
import { usersApi } from '../api/users.ts';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/index.ts';

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

export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = currentLanguage();
  void i18n.language;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="gray.8"
          size="compact-md"
          leftSection={
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <circle cx="12" cy="12" r="9" />
              <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
            </svg>
          }
        >
          <span aria-hidden="true">{compact ? current.toUpperCase() : LANGUAGE_NAMES[current]}</span>
          <VisuallyHidden>{t('nav.languageCurrent', { language: LANGUAGE_NAMES[current] })}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void switchLanguage(language)}
            aria-current={language === current ? 'true' : undefined}
            fw={language === current ? 700 : 400}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
