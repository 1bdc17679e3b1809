import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { withPartner } from '../../api/partner.ts';
import { notify } from '../../components/notify.ts';
import { SignupFlow } from './signup-flow.tsx';

/** The signup dialog (opened by /signup, which redirects home with ?modal=signup) and the verify dialog. */
export default function AccountModals({ modal }: { modal: 'signup' | 'verify' }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const small = useMediaQuery('(max-width: 36em)');

  const close = () =>
    setSearchParams((params) => {
      params.delete('modal');
      return params;
    });

  const done = () => {
    void notify({
      color: 'teal',
      title: t('auth.verify.welcomeTitle'),
      message: t('auth.verify.welcomeBody'),
    });
    navigate(withPartner('/home', window.location.pathname), { replace: true });
  };

  return (
    <Modal
      opened
      onClose={close}
      title={modal === 'signup' ? t('auth.signup.title') : t('auth.verify.title')}
      size="lg"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 750, fontSize: 22 } }}
    >
      <SignupFlow onDone={done} />
    </Modal>
  );
}
