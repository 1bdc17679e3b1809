import { hasAdminTypeRole } from '@makerboard/shared/constants';
import { Alert, Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../api/session-store.ts';
import { useDocumentTitle } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { NotFoundPage } from '../../system/index.ts';
import { type AdminSection, readOnlyFor, sectionPath, sectionsFor } from '../sections.ts';
import { Loading } from './loading.tsx';

/** The screen of one section, loaded when it opens. */
function SectionScreen({ section, readOnly }: { section: AdminSection; readOnly: boolean }) {
  const { t } = useTranslation();
  const [Screen, setScreen] = useState<ComponentType<{ readOnly: boolean }> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setScreen(null);
    section.load().then(
      (component) => live && setScreen(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [section]);
  if (failed)
    return (
      <Alert color="red" role="alert">
        {t('common.errorTitle')}
      </Alert>
    );
  if (!Screen) return <Loading />;
  return <Screen readOnly={readOnly} />;
}

/**
 * The admin area (spec/000 §2 `admin`, `admin/{section}/{name}`): the dashboard lists the sections
 * the person's roles open; a section they may not open, or one that does not exist, is not found.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const { section: sectionName, name } = useParams();
  const roles = useSession().user?.roles;
  const to = usePartnerPath();
  const mine = sectionsFor(roles);
  const current = sectionName ? mine.find((s) => s.section === sectionName && s.name === name) : undefined;
  const title = current ? t(`admin.sections.${current.section}.${current.name}.title`) : t('admin.title');
  useDocumentTitle(title);
  if (!hasAdminTypeRole(roles) || (sectionName && !current)) return <NotFoundPage />;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          {current ? (
            <Anchor component={Link} to={to('/admin')} size="sm">
              {t('admin.back')}
            </Anchor>
          ) : null}
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          {current ? (
            <Text c="dimmed" size="sm">
              {t(`admin.sections.${current.section}.${current.name}.description`)}
            </Text>
          ) : null}
        </Stack>
        {current ? (
          <SectionScreen section={current} readOnly={readOnlyFor(current, roles)} />
        ) : mine.length === 0 ? (
          <Text>{t('admin.nothing')}</Text>
        ) : (
          <nav aria-label={t('admin.sectionsLabel')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {mine.map((s) => (
                <Card key={`${s.section}/${s.name}`} withBorder padding="lg" radius="md">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap">
                      <Anchor component={Link} to={to(sectionPath(s))} fw={600} fz="lg">
                        {t(`admin.sections.${s.section}.${s.name}.title`)}
                      </Anchor>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(`admin.sections.${s.section}.${s.name}.description`)}
                    </Text>
                    {readOnlyFor(s, roles) ? (
                      <Text size="xs" c="gray.8">
                        {t('admin.readOnly')}
                      </Text>
                    ) : null}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </nav>
        )}
      </Stack>
    </Container>
  );
}
