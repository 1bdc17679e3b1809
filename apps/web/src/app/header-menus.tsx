import { hasAdminTypeRole } from '@makerboard/shared/constants';
import { Button, Divider, Drawer, NavLink as MantineNavLink, Menu, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isImpersonating } from '../api/session.ts';
import type { SessionState } from '../api/session-store.ts';
import { switchLanguage } from '../components/language-menu.tsx';
import { usePartnerPath } from '../components/partner-link.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/index.ts';
import { LanguageTrigger, UserTrigger } from './header-triggers.tsx';

/** Loaded on first use of a header menu; it opens at once and keeps focus on its button. */
function useOpenOnMount() {
  const [opened, setOpened] = useState(true);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => target.current?.focus(), []);
  return { opened, setOpened, target };
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const { opened, setOpened, target } = useOpenOnMount();
  const current = currentLanguage();
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <LanguageTrigger ref={target} />
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

/** Whether a link leads where it says under the build's rules (app/layout.tsx, useNavRules). */
type Shows = (to: string) => boolean;
const everywhere: Shows = () => true;

export function UserMenu({ session, shows = everywhere }: { session: SessionState; shows?: Shows }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const { opened, setOpened, target } = useOpenOnMount();
  const user = session.user;
  if (!user) return null;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <UserTrigger session={session} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>@{user.userName}</Menu.Label>
        <Menu.Item component={Link} to="?modal=startproject">
          {t('nav.startBoard')}
        </Menu.Item>
        <Menu.Item component={Link} to={to(`/profile/${user.userName}/projects`)}>
          {t('nav.myBoards')}
        </Menu.Item>
        <Menu.Item component={Link} to={to(`/profile/${user.userName}/about`)}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={to(`/profile/${user.userName}/settings`)}>
          {t('nav.settings')}
        </Menu.Item>
        {(user.userType === 'teacher' || user.roles.includes('admin')) && shows('/signup/bulk') ? (
          <Menu.Item component={Link} to={to('/signup/bulk')}>
            {t('nav.bulkSignup')}
          </Menu.Item>
        ) : null}
        {hasAdminTypeRole(user.roles) ? (
          <Menu.Item component={Link} to={to('/admin')}>
            {t('nav.admin')}
          </Menu.Item>
        ) : null}
        {isImpersonating() ? (
          <Menu.Item component={Link} to={to('/su/exit')}>
            {t('nav.exitImpersonation')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item component={Link} to={to('/logout')} color="red.8">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function NavDrawer({
  opened,
  onClose,
  loggedIn,
  links,
  shows = everywhere,
}: {
  opened: boolean;
  onClose: () => void;
  loggedIn: boolean;
  links: readonly { to: string; key: string }[];
  shows?: Shows;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.menu')}
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {shows('/search-results/search') ? <SearchBox width="100%" /> : null}
      <Stack component="nav" aria-label={t('nav.mobileMenu')} gap={2} mt="md">
        {loggedIn ? (
          <MantineNavLink component={Link} to="?modal=startproject" label={t('nav.startBoard')} />
        ) : null}
        {links.map((link) => (
          <MantineNavLink key={link.to} component={Link} to={to(link.to)} label={t(link.key)} />
        ))}
        {shows('/contact') ? (
          <MantineNavLink component={Link} to={to('/contact')} label={t('nav.contact')} />
        ) : null}
        <Divider my="sm" />
        {loggedIn ? (
          <MantineNavLink component={Link} to={to('/logout')} label={t('nav.logout')} />
        ) : (
          <>
            <Button component={Link} to={to('/loginPage')} variant="default" fullWidth mb="xs">
              {t('nav.login')}
            </Button>
            {shows('/signup') ? (
              <Button component={Link} to={to('/signup')} fullWidth>
                {t('nav.signup')}
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
