import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maintenanceMode } from '../../api/flag-store.ts';
import { Logo } from '../../components/logo.tsx';
import { useDocumentTitle } from '../../components/page.tsx';

/** The maintenance page: no navbar, no footer; retry clears the mode and reloads (spec/001 §8). */
export function MaintenancePage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('system.maintenance.title'));
  const retry = () => {
    maintenanceMode.set(false);
    if (window.location.pathname.endsWith('/maintenance')) window.location.assign('/home');
    else window.location.reload();
  };
  return (
    <Center component={embedded ? 'div' : 'main'} mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="md">
          <Logo size={36} />
          <Title order={1} fz={26}>
            {t('system.maintenance.title')}
          </Title>
          <Text c="gray.7">{t('system.maintenance.body')}</Text>
          <Button size="md" onClick={retry}>
            {t('system.maintenance.retry')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

export default MaintenancePage;
