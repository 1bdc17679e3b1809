import { parseEngagement } from '@makerboard/shared/rules/engagement';
import { Alert, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { withPartner } from '../../api/partner.ts';
import { notify } from '../../components/notify.ts';
import { SignupFlow } from './signup-flow.tsx';

/**
 * The signup dialog (opened by /signup, which redirects home with ?modal=signup) and the verify
 * dialog. Opened at an engagement (`?modal=signup&engagement=booth:ada` on a booth's page, a
 * resource's…), it says so, signs up from that engagement (spec/001 §7) and, once the e-mail is
 * verified, leaves the person on that page to finish what they came for, instead of home.
 */
export default function AccountModals({ modal }: { modal: 'signup' | 'verify' }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const small = useMediaQuery('(max-width: 36em)');
  const trackingId = modal === 'signup' ? (searchParams.get('engagement') ?? '') : '';
  const engagement = parseEngagement(trackingId);

  const withoutDialog = () => {
    const params = new URLSearchParams(location.search);
    params.delete('modal');
    params.delete('engagement');
    const rest = params.toString();
    return `${location.pathname}${rest ? `?${rest}` : ''}`;
  };
  const close = () =>
    setSearchParams((params) => {
      params.delete('modal');
      params.delete('engagement');
      return params;
    });

  const done = () => {
    void notify({
      color: 'teal',
      title: t('auth.verify.welcomeTitle'),
      message: t('auth.verify.welcomeBody'),
    });
    navigate(engagement ? withoutDialog() : withPartner('/home', window.location.pathname), {
      replace: true,
    });
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
      {engagement ? (
        <Alert color="blue" variant="light" mb="md" role="status">
          {t(`auth.signup.engagement.${engagement.kind}`, { name: engagement.ref })}{' '}
          {t('auth.signup.engagement.back')}
        </Alert>
      ) : null}
      <SignupFlow onDone={done} {...(engagement ? { engagement: trackingId } : {})} />
    </Modal>
  );
}
