import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../api/session.ts';
import { useDocumentTitle } from '../../components/page.tsx';

/** /logout: logs out, resets nearly all state, then home with a random key and the logout flag. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  useDocumentTitle(t('nav.logout'));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(window.location.pathname).then((target) => navigate(target, { replace: true }));
  }, [navigate]);
  return (
    <Center py={64}>
      <Loader aria-label={t('auth.logout.working')} />
    </Center>
  );
}
