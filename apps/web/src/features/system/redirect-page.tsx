import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../api/partner.ts';
import { usePartnerPath } from '../../components/partner-link.tsx';

/** /redirect?to=/path: follows a same-site target (used by the native shell's redirect event), else home. */
export function RedirectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = usePartnerPath();
  useEffect(() => {
    navigate(safeRedirectTarget(params.get('to') ?? params.get('path')) ?? to('/home'), { replace: true });
  }, [navigate, params, to]);
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
