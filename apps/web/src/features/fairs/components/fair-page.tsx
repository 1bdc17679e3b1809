import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { systemApi } from '../../../api/system.ts';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useCreateFairBoard } from '../api/create-fair-board.ts';
import { useFair } from '../api/get-fair.ts';
import { useFairs } from '../api/list-fairs.ts';
import { FairDates, OpenBadge } from './fair-dates.tsx';
import { JudgeRegistration } from './judge-registration.tsx';

/** A fair is named by its id or its abbreviation (`/fair/ysc`). */
export function useFairId(): number | null {
  const { id = '' } = useParams();
  const fairs = useFairs();
  if (/^\d+$/.test(id)) return Number(id);
  return (
    fairs.data?.find((f) => f.abbreviation.toLowerCase() === id.toLowerCase())?.id ??
    (fairs.isPending ? null : -1)
  );
}

/**
 * fair/{id}: what the fair is, its dates and what it asks (issue 10 item 1). With `?create=true`
 * (spec/001 §2, /ysc/?create=true) a signed-in visitor gets a new board for the fair at once.
 */
export function FairPage() {
  const { t, i18n } = useTranslation();
  const id = useFairId();
  const fair = useFair(id ?? 0);
  const session = useSession();
  const to = usePartnerPath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateFairBoard();
  const started = useRef(false);
  const data = fair.data;
  const loggedIn = session.status === 'loggedIn';

  useEffect(() => {
    if (!data || !loggedIn || search.get('create') !== 'true' || started.current) return;
    started.current = true;
    void (async () => {
      const tree = await systemApi.categories(i18n.language as 'en');
      const category = tree.flatMap((c) => c.subCategories ?? [])[0] ?? tree[0];
      const r = await create.mutateAsync({
        title: t('fairs.createTitle', { fair: data.name }),
        description: t('fairs.createDescription', { fair: data.name }),
        categories: category ? [category.id] : [],
      });
      navigate(to(`/story/${r.project.id}?submit=${data.id}`));
    })().catch(() => {});
  }, [data, loggedIn, search, create, navigate, to, t, i18n.language]);

  if (id === -1) return <Page title={t('fairs.notFound')} />;
  if (fair.isError)
    return (
      <Page title={t('fairs.title')}>
        <Alert color="red" role="alert">
          {errorMessage(fair.error)}
        </Alert>
      </Page>
    );
  if (!data) return <Loader aria-label={t('common.loading')} m="xl" />;
  const staff =
    data.myRoles.length > 0 || session.user?.roles.some((r) => r === 'admin' || r === 'judgingAdmin');
  const organiser =
    data.myRoles.includes('coordinator') ||
    session.user?.roles.some((r) => r === 'admin' || r === 'judgingAdmin');
  return (
    <Page
      title={data.name}
      description={data.description}
      actions={
        <Group gap="sm">
          <Badge variant="outline">{data.abbreviation}</Badge>
          <OpenBadge fair={data} />
          {staff ? (
            <Button component={Link} to={to(`/fair/${data.id}/review`)} size="xs">
              {t('fairs.reviewLink')}
            </Button>
          ) : null}
          {organiser ? (
            <Button component={Link} to={to(`/fair/${data.id}/settings`)} size="xs" variant="default">
              {t('fairs.settingsLink')}
            </Button>
          ) : null}
          {organiser ? (
            <Button component={Link} to={to(`/fair/${data.id}/judging`)} size="xs" variant="default">
              {t('judging.link')}
            </Button>
          ) : null}
          {data.myRoles.includes('judge') ? (
            <Button component={Link} to={to(`/fair/${data.id}/judge`)} size="xs">
              {t('judging.judgeLink')}
            </Button>
          ) : session.user && session.user.userType !== 'student' ? (
            <JudgeRegistration fair={data} />
          ) : null}
        </Group>
      }
    >
      {create.isError ? (
        <Alert color="red" role="alert">
          {t('fairs.createFailed')}
        </Alert>
      ) : null}
      {create.isPending ? <Loader aria-label={t('fairs.creating')} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Title order={2} fz="xl">
            {t('fairs.dates')}
          </Title>
          <FairDates fair={data} />
          <Title order={2} fz="xl">
            {t('fairs.gradeBands')}
          </Title>
          <Group gap="xs">
            {data.gradeBands.map((band) => (
              <Badge key={band} variant="outline" color="grape.9">
                {band}
              </Badge>
            ))}
          </Group>
          {data.districts.length ? (
            <>
              <Title order={2} fz="xl">
                {t('fairs.districts')}
              </Title>
              <Text>{data.districts.map((d) => d.name).join(', ')}</Text>
            </>
          ) : null}
        </Stack>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="xl">
              {t('fairs.whatItAsks')}
            </Title>
            {data.questions.length ? (
              <List spacing="xs">
                {data.questions.map((q) => (
                  <List.Item key={q.id}>
                    {q.text}{' '}
                    <Text span c="gray.7" size="sm">
                      ({t(`fairs.kinds.${q.kind}`)}
                      {q.required ? `, ${t('fairs.required')}` : ''})
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text c="gray.7">{t('fairs.noQuestions')}</Text>
            )}
            <Text size="sm" c="gray.7">
              {t('fairs.howToEnter')}
            </Text>
            {data.isOpen ? (
              <Button
                component={Link}
                to={loggedIn ? to(`/fair/${data.id}?create=true`) : to('/loginPage')}
                onClick={() => {
                  started.current = false;
                }}
              >
                {t('fairs.startBoard')}
              </Button>
            ) : null}
          </Stack>
        </Card>
      </SimpleGrid>
    </Page>
  );
}

export default FairPage;
