import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withPartner } from '../../api/partner.ts';
import { exitImpersonation } from '../../api/session.ts';

/** su/exit: ends an impersonation and returns to the path the admin came from. */
export function SuExitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void exitImpersonation().then((returnPath) =>
      navigate(returnPath ?? withPartner('/home', window.location.pathname), { replace: true }),
    );
  }, [navigate]);
  return (
    <Center py={64}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
