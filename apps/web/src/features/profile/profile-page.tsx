import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/errors.ts';
import { withPartner } from '../../api/partner.ts';
import { useSession } from '../../api/session-store.ts';
import { systemApi, systemKeys } from '../../api/system.ts';
import { type PublicProfile, userKeys, usersApi } from '../../api/users.ts';
import { useDocumentTitle } from '../../components/page.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { useScrollHint } from '../../components/scroll-hint.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { NotFoundPage } from '../system/index.ts';
import { ContributionsTab, FollowButton, FollowTab, ProjectsTab } from './profile-tabs.tsx';

// What only some people or some tabs show loads when shown (issue 17): the settings' forms, the pins
// and classes tabs, one's own questions, the report action. A visitor's profile (its about tab)
// loads none of them.
const ProfileSettings = lazy(() =>
  import('./profile-settings.tsx').then((m) => ({ default: m.ProfileSettings })),
);
const PinsTab = lazy(() => import('../pins/index.ts').then((m) => ({ default: m.PinsTab })));
const ClassesTab = lazy(() => import('../classes/index.ts').then((m) => ({ default: m.ClassesTab })));
const QuestionsCard = lazy(() => import('../questions/index.ts').then((m) => ({ default: m.QuestionsCard })));
const ReportButton = lazy(() => import('../reports/index.ts').then((m) => ({ default: m.ReportButton })));

/** A tab's part that loads on demand, with a spinner while it does. */
function Later({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** The number a tab shows, from the profile's `counts` (boards are stories, projects and discussions). */
export function tabCount(profile: PublicProfile, tab: ProfileTab): number | null {
  const c = profile.counts;
  if (tab === 'projects') {
    if (c.projects === undefined && c.stories === undefined && c.discussions === undefined) return null;
    return (c.projects ?? 0) + (c.stories ?? 0) + (c.discussions ?? 0);
  }
  if (tab === 'contributions' || tab === 'following' || tab === 'followers' || tab === 'pins')
    return c[tab] ?? null;
  return null;
}

export const PROFILE_TABS = [
  'about',
  'projects',
  'contributions',
  'pins',
  'following',
  'followers',
  'settings',
  'classes',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const HANDLE_URLS: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  instagram: (h) => `https://instagram.com/${h}`,
  youtube: (h) => `https://youtube.com/@${h.replace(/^@/u, '')}`,
  tiktok: (h) => `https://tiktok.com/@${h.replace(/^@/u, '')}`,
  linkedin: (h) => `https://linkedin.com/in/${h}`,
  x: (h) => `https://x.com/${h.replace(/^@/u, '')}`,
  website: (h) => (/^https?:\/\//u.test(h) ? h : `https://${h}`),
};

function AboutTab({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const categories = useQuery({
    queryKey: systemKeys.categories(language),
    queryFn: () => systemApi.categories(language),
    staleTime: 10 * 60_000,
    enabled: profile.interests.length > 0,
  });
  const interestNames = useMemo(() => {
    const names = new Map<number, string>();
    for (const top of categories.data ?? [])
      for (const sub of top.subCategories ?? []) names.set(sub.id, sub.name);
    return profile.interests.map((id) => names.get(id)).filter((name): name is string => !!name);
  }, [categories.data, profile.interests]);
  const empty =
    !profile.about && !profile.occupation && profile.skills.length === 0 && profile.handles.length === 0;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('profile.about.title')}
          </Title>
          {empty && interestNames.length === 0 ? <Text c="gray.7">{t('profile.about.empty')}</Text> : null}
          {profile.about ? <Text style={{ whiteSpace: 'pre-wrap' }}>{profile.about}</Text> : null}
          {profile.memberSince ? (
            <Text size="sm" c="gray.7">
              {t('profile.about.memberSince', {
                date: new Date(profile.memberSince).toLocaleDateString(i18n.language, {
                  year: 'numeric',
                  month: 'long',
                }),
              })}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Stack gap={6}>
            <Title order={2} fz="lg">
              {t('profile.fields.skills')}
            </Title>
            {profile.skills.length ? (
              <Group gap={6}>
                {profile.skills.map((skill) => (
                  <Badge key={skill} variant="light" color="teal" c="dark.8" tt="none">
                    {skill}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text c="gray.7" size="sm">
                {t('profile.about.noSkills')}
              </Text>
            )}
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="lg">
              {t('profile.fields.interests')}
            </Title>
            {interestNames.length ? (
              <Group gap={6}>
                {interestNames.map((name) => (
                  <Badge key={name} variant="outline" color="cyan.9" tt="none">
                    {name}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text c="gray.7" size="sm">
                {t('profile.about.noInterests')}
              </Text>
            )}
          </Stack>
          {profile.handles.length ? (
            <Stack gap={6}>
              <Title order={2} fz="lg">
                {t('profile.fields.handles')}
              </Title>
              <Group gap="md">
                {profile.handles.map((handle) => (
                  <Anchor
                    key={handle.platform}
                    href={HANDLE_URLS[handle.platform]?.(handle.handle) ?? '#'}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    size="sm"
                  >
                    {t(`profile.platforms.${handle.platform}`)}: {handle.handle}
                  </Anchor>
                ))}
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

/** profile/{username?}/{tab?}: about, boards, contributions, pins, follows; settings for oneself; classes for teachers. */
export function ProfilePage() {
  const { t } = useTranslation();
  const scrollHint = useScrollHint<HTMLDivElement>();
  const params = useParams();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const me = session.status === 'loggedIn' ? session.user : null;
  const username = params.username;

  const query = useQuery({
    queryKey: userKeys.profile(username ?? ''),
    queryFn: () => usersApi.profile(username!),
    enabled: !!username,
  });
  const profile = query.data;
  useDocumentTitle(profile ? `${profile.fullName || profile.userName}` : t('nav.profile'));

  if (!username) {
    if (me) return <Navigate to={to(`/profile/${me.userName}/about`)} replace />;
    return (
      <Navigate
        to={withPartner(`/loginPage?redirect=${encodeURIComponent(location.pathname)}`, location.pathname)}
        replace
      />
    );
  }

  const isSelf = !!me && me.userName.toLowerCase() === username.toLowerCase();
  const requested = (params.tab ?? 'about') as ProfileTab;
  const tab: ProfileTab =
    PROFILE_TABS.includes(requested) && (requested !== 'settings' || isSelf) ? requested : 'about';
  const tabs = PROFILE_TABS.filter(
    (name) => (name !== 'settings' || isSelf) && (name !== 'classes' || profile?.userType === 'teacher'),
  );

  if (query.isLoading) {
    return (
      <Center py={80}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError || !profile) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert" title={t('common.errorTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text>{errorMessage(query.error)}</Text>
            <Button size="xs" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const initials =
    `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase() ||
    profile.userName.slice(0, 2).toUpperCase();

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={profile.avatarUrl} alt="" size={88} radius={88} color="teal.9" variant="filled">
            {initials}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {profile.fullName || profile.userName}
            </Title>
            <Group gap="xs">
              <Text c="gray.7">@{profile.userName}</Text>
              <Badge variant="outline" color="teal.9">
                {t(`userTypes.${profile.userType}`, { defaultValue: profile.userType })}
              </Badge>
            </Group>
            {profile.occupation ? <Text>{profile.occupation}</Text> : null}
          </Stack>
          <Stack ml="auto" gap={4} align="flex-end">
            <FollowButton username={profile.userName} />
            {me && !isSelf ? (
              <Suspense fallback={null}>
                <ReportButton targetType="user" targetID={profile.id} />
              </Suspense>
            ) : null}
          </Stack>
        </Group>
        <Tabs
          value={tab}
          onChange={(value) => value && navigate(to(`/profile/${profile.userName}/${value}`))}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('profile.tabsLabel')} className="mb-scroll-row" ref={scrollHint}>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name} fw={600}>
                {t(`profile.tabs.${name}`)}
                {tabCount(profile, name) !== null ? (
                  <Text span c="gray.7" fw={500} ml={6}>
                    {tabCount(profile, name)}
                  </Text>
                ) : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((name) => (
            <Tabs.Panel key={name} value={name} pt="lg">
              {name === 'about' ? (
                <Stack gap="lg">
                  <AboutTab profile={profile} />
                  {/* One's own questions still to answer (issue 18 item 2): for oneself only. */}
                  {isSelf ? (
                    <Suspense fallback={null}>
                      <QuestionsCard username={profile.userName} />
                    </Suspense>
                  ) : null}
                </Stack>
              ) : name === 'settings' && me ? (
                <Later>
                  <ProfileSettings user={me} profile={profile} />
                </Later>
              ) : name === 'projects' ? (
                <ProjectsTab username={profile.userName} isSelf={isSelf} />
              ) : name === 'contributions' ? (
                <ContributionsTab username={profile.userName} />
              ) : name === 'following' || name === 'followers' ? (
                <FollowTab username={profile.userName} direction={name} />
              ) : name === 'pins' ? (
                <Later>
                  <PinsTab
                    username={profile.userName}
                    isSelf={isSelf}
                    isBooth={profile.userType === 'booth'}
                  />
                </Later>
              ) : name === 'classes' ? (
                <Later>
                  <ClassesTab isSelf={isSelf} />
                </Later>
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}

export default ProfilePage;
