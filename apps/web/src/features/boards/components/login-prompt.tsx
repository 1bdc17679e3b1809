import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePartnerPath } from '../../../components/partner-link.tsx';

/** Visitors cannot like or bookmark without signing up (spec/000 §6): this asks them to. */
export function LoginPrompt({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('boards.prompt.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('boards.prompt.body')}</Text>
        <Group justify="flex-end">
          <Button component={Link} to={to(`/loginPage?redirect=${back}`)} variant="default">
            {t('nav.login')}
          </Button>
          <Button component={Link} to={to('/signup')}>
            {t('nav.signup')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
