import { Alert, Anchor, Group, Paper, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { EmptyNote } from '../../../components/empty-note.tsx';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useAward } from '../../awards/index.ts';
import { type BoardListParams, type FeedSort, useBoards } from '../api/list-boards.ts';
import { type UserBoardStatus, useUserBoards } from '../api/user-boards.ts';
import { InfiniteBoardGrid } from './board-grid.tsx';

const TYPES = ['all', 'story', 'project', 'discussion'] as const;
/** The review states a submission can be in, as the submissions view offers them. */
const SUBMISSION_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * viewAll: every public board, with a board-type filter and a sort; `?view=mine` is the person's
 * own boards and `?view=submissions` their boards submitted to a fair (the pages the science-fair
 * variant keeps, spec/000 §6). `?award={id}` lists the boards that won an award and
 * `?groupCode={code}` the public boards of a class's students (spec/000 §2 "screens implied by the
 * data": project lists by award and by group code; docs/routes.md).
 */
export function ViewAllPage() {
  const [searchParams] = useSearchParams();
  const view = searchParams.get('view');
  if (view === 'mine' || view === 'submissions') return <MyBoardsView view={view} />;
  const award = Number(searchParams.get('award'));
  if (Number.isSafeInteger(award) && award > 0) return <AwardBoardsView award={award} />;
  const groupCode = searchParams.get('groupCode')?.trim();
  if (groupCode) return <GroupBoardsView code={groupCode.slice(0, 40)} />;
  return <AllBoardsView />;
}

/** The boards that won one award, latest first. */
function AwardBoardsView({ award }: { award: number }) {
  const { t } = useTranslation();
  const about = useAward(award);
  const query = useBoards({ award }, about.isSuccess);
  const title = about.data
    ? t('boards.viewAll.award.title', { name: about.data.name })
    : t('boards.viewAll.award.loading');
  return (
    <Page title={title} description={about.data?.description || t('boards.viewAll.award.intro')} size="xl">
      {about.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(about.error)}
        </Alert>
      ) : (
        <InfiniteBoardGrid
          query={query}
          headingLevel={2}
          empty={<EmptyNote text={t('boards.viewAll.award.empty')} />}
        />
      )}
    </Page>
  );
}

/** The public boards of the approved students of the class with this join code. */
function GroupBoardsView({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useBoards({ groupCode: code });
  return (
    <Page
      title={t('boards.viewAll.group.title', { code })}
      description={t('boards.viewAll.group.intro')}
      size="xl"
    >
      <InfiniteBoardGrid
        query={query}
        headingLevel={2}
        empty={<EmptyNote text={t('boards.viewAll.group.empty')} />}
      />
    </Page>
  );
}

function AllBoardsView() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = (TYPES as readonly string[]).includes(searchParams.get('type') ?? '')
    ? searchParams.get('type')!
    : 'all';
  const sort = (searchParams.get('sort') === 'popular' ? 'popular' : 'newest') as FeedSort;
  const params: BoardListParams = {
    sort,
    ...(type === 'all' ? {} : { type: type as BoardListParams['type'] }),
  };
  const query = useBoards(params);
  const setParam = (key: string, value: string | null) =>
    setSearchParams((current) => {
      if (!value || value === 'all' || value === 'newest') current.delete(key);
      else current.set(key, value);
      return current;
    });
  return (
    <Page title={t('boards.viewAll.title')} description={t('boards.viewAll.intro')} size="xl">
      <Group gap="md">
        <Select
          label={t('boards.viewAll.type')}
          value={type}
          onChange={(value) => setParam('type', value)}
          allowDeselect={false}
          data={TYPES.map((value) => ({ value, label: t(`boards.types.${value}`) }))}
          w={200}
        />
        <Select
          label={t('boards.explore.sort')}
          value={sort}
          onChange={(value) => setParam('sort', value)}
          allowDeselect={false}
          data={[
            { value: 'newest', label: t('home.tabs.newest') },
            { value: 'popular', label: t('home.tabs.popular') },
          ]}
          w={200}
        />
      </Group>
      <InfiniteBoardGrid
        query={query}
        headingLevel={2}
        empty={<EmptyNote text={t('boards.explore.empty')} />}
      />
    </Page>
  );
}

function MyBoardsView({ view }: { view: 'mine' | 'submissions' }) {
  const { t } = useTranslation();
  const session = useSession();
  const to = usePartnerPath();
  const location = useLocation();
  const me = session.status === 'loggedIn' ? session.user : null;
  const title = t(`boards.viewAll.${view}.title`);
  const intro = t(`boards.viewAll.${view}.intro`);
  if (!me) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Page title={title} description={intro} size="xl">
        <Paper withBorder p="xl" bg="gray.0">
          <Text ta="center" c="gray.7">
            {t('boards.viewAll.signIn')}{' '}
            <Anchor component={Link} to={`${to('/loginPage')}?redirect=${back}`}>
              {t('boards.viewAll.signInLink')}
            </Anchor>
          </Text>
        </Paper>
      </Page>
    );
  }
  return (
    <Page title={title} description={intro} size="xl">
      {view === 'mine' ? <MineGrid username={me.userName} /> : <SubmissionsGrid username={me.userName} />}
    </Page>
  );
}

function MineGrid({ username }: { username: string }) {
  const { t } = useTranslation();
  const query = useUserBoards(username, { filter: 'viewall' });
  return (
    <InfiniteBoardGrid
      query={query}
      headingLevel={2}
      empty={<EmptyNote text={t('boards.viewAll.mine.empty')} />}
    />
  );
}

function SubmissionsGrid({ username }: { username: string }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('status');
  const status: UserBoardStatus | 'any' = (SUBMISSION_STATUSES as readonly string[]).includes(wanted ?? '')
    ? (wanted as UserBoardStatus)
    : 'any';
  const query = useUserBoards(username, { status });
  return (
    <>
      <Select
        label={t('boards.viewAll.submissions.status')}
        value={status}
        allowDeselect={false}
        onChange={(value) =>
          setSearchParams((current) => {
            if (!value || value === 'any') current.delete('status');
            else current.set('status', value);
            return current;
          })
        }
        data={[
          { value: 'any', label: t('boards.viewAll.submissions.any') },
          ...SUBMISSION_STATUSES.map((value) => ({ value, label: t(`profile.boards.statuses.${value}`) })),
        ]}
        w={220}
      />
      <InfiniteBoardGrid
        query={query}
        headingLevel={2}
        empty={<EmptyNote text={t('boards.viewAll.submissions.empty')} />}
      />
    </>
  );
}

export default ViewAllPage;
