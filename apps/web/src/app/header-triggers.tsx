import { Avatar, Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../api/session-store.ts';
import { currentLanguage, LANGUAGE_NAMES } from '../i18n/index.ts';

/**
 * The header's menu buttons. They render at once; the menus behind them (and their positioning
 * code) load on first use, which keeps the home route small. Menu.Target clones these, so they pass
 * every prop and the ref on to the button.
 */
type ButtonProps = ComponentPropsWithoutRef<'button'> & { ref?: Ref<HTMLButtonElement> };

export function LanguageTrigger(props: ButtonProps) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
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
      {...props}
    >
      <span aria-hidden="true">{current.toUpperCase()}</span>
      <VisuallyHidden>{t('nav.languageCurrent', { language: LANGUAGE_NAMES[current] })}</VisuallyHidden>
    </Button>
  );
}

export function initials(session: SessionState): string {
  const user = session.user;
  if (!user) return '?';
  const text = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}` || user.userName.slice(0, 2);
  return text.toUpperCase();
}

export function UserTrigger({ session, ...props }: ButtonProps & { session: SessionState }) {
  const { t } = useTranslation();
  const user = session.user;
  if (!user) return null;
  return (
    <UnstyledButton p={4} style={{ borderRadius: 999 }} {...props}>
      <VisuallyHidden>{t('nav.userMenu', { name: user.userName })}</VisuallyHidden>
      <Group gap={8} wrap="nowrap" aria-hidden="true">
        <Avatar src={user.avatarUrl} alt="" color="teal.9" variant="filled" radius="xl" size={34}>
          {initials(session)}
        </Avatar>
        <Text fw={600} size="sm" visibleFrom="md" maw={140} truncate>
          {user.firstName || user.userName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
