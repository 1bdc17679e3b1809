import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/page.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  useDocumentTitle(t('system.notFound.title'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={900} c="teal.8" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('system.notFound.title')}</Title>
        <Text c="gray.7" size="lg">
          {t('system.notFound.body')}
        </Text>
        <Group>
          <Button component={Link} to={to('/home')}>
            {t('system.notFound.home')}
          </Button>
          <Button component={Link} to={to('/contact')} variant="default">
            {t('nav.contact')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export default NotFoundPage;
