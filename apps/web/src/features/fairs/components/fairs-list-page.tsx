import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useFairs } from '../api/list-fairs.ts';
import { OpenBadge, useFairDate } from './fair-dates.tsx';

/**
 * registration and coming-soon (spec/000 §2): the fairs a maker may register a board for, or, on
 * the coming-soon page, what is coming and when (the science-fair variant sends everyone here).
 */
export function FairsListPage({ variant }: { variant: 'registration' | 'comingSoon' }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const fairs = useFairs();
  const date = useFairDate();
  const list = (fairs.data ?? []).filter((f) => (variant === 'registration' ? f.isOpen : true));
  return (
    <Page title={t(`fairs.${variant}.title`)} description={t(`fairs.${variant}.intro`)}>
      {fairs.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {fairs.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(fairs.error)}
        </Alert>
      ) : null}
      {fairs.data && list.length === 0 ? <Text c="gray.7">{t(`fairs.${variant}.empty`)}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {list.map((f) => (
          <Card key={f.id} withBorder padding="lg" component="article">
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={2} fz="lg">
                  {f.name}
                </Title>
                <OpenBadge fair={f} />
              </Group>
              <Text size="sm" lineClamp={3}>
                {f.description}
              </Text>
              <Text size="sm" c="gray.7">
                {variant === 'registration'
                  ? t('fairs.deadlineOn', { date: date(f.submissionDeadline) })
                  : t('fairs.resultsOn', { date: date(f.resultsAt) })}
              </Text>
              <Group>
                <Button component={Link} to={to(`/fair/${f.id}`)} variant="default" size="xs">
                  {t('fairs.details', { fair: f.abbreviation })}
                </Button>
                {variant === 'registration' ? (
                  <Button component={Link} to={to(`/fair/${f.id}?create=true`)} size="xs">
                    {t('fairs.startBoard')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Page>
  );
}

export function RegistrationPage() {
  return <FairsListPage variant="registration" />;
}
export function ComingSoonPage() {
  return <FairsListPage variant="comingSoon" />;
}
